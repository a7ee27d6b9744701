// PostgreSQL errors as PostgREST answers them (Error.hs): the server's code, message, detail and
// hint in the body, and the status its SQLSTATE maps to. `RAISE SQLSTATE 'PTxyz'` answers status
// xyz; `RAISE SQLSTATE 'PGRST'` with JSON message and detail controls the whole response.
import { isPgError, type PgError } from '../../db/types.ts'
import { type Json, RestError } from '../errors.ts'

export function statusOf(code: string, message: string, authenticated: boolean): number {
  if (code.startsWith('08')) return 503
  if (code.startsWith('09')) return 500
  if (code.startsWith('0L') || code.startsWith('0P')) return 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
  if (code.startsWith('25')) return 500
  if (code.startsWith('28')) return 403
  if (code.startsWith('2D') || code.startsWith('38') || code.startsWith('39') || code.startsWith('3B')) return 500
  if (code.startsWith('40')) return 500
  if (code === '53400') return 500
  if (code.startsWith('53')) return 503
  if (code.startsWith('54') || code.startsWith('55')) return 500
  if (code === '57P01') return 503
  if (code.startsWith('57') || code.startsWith('58') || code.startsWith('F0') || code.startsWith('HV')) return 500
  if (code === 'P0001') return 400
  if (code.startsWith('P0') || code.startsWith('XX')) return 500
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404
  if (code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === '42501') return authenticated ? 403 : 401
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2))
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500
  }
  return 400
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** `RAISE SQLSTATE 'PGRST' USING message = '{"code":..}', detail = '{"status":..,"headers":..}'`. */
function pgrstRaise(error: PgError): RestError {
  const message = parseJson(error.message) as Record<string, unknown> | undefined
  if (
    !message ||
    typeof message !== 'object' ||
    typeof message.code !== 'string' ||
    typeof message.message !== 'string'
  ) {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      `Invalid JSON value for MESSAGE: '${error.message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    )
  }
  const detail = parseJson(error.detail) as Record<string, unknown> | undefined
  if (
    !detail ||
    typeof detail !== 'object' ||
    typeof detail.status !== 'number' ||
    typeof detail.headers !== 'object'
  ) {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      error.detail === undefined
        ? 'DETAIL is missing in the RAISE statement'
        : `Invalid JSON value for DETAIL: '${error.detail}'`,
      "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
    )
  }
  const headers = Object.fromEntries(
    Object.entries(detail.headers as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  )
  return new RestError(
    detail.status,
    message.code,
    message.message,
    (message.details as Json) ?? null,
    (message.hint as Json) ?? null,
    headers,
  )
}

/** Maps a database error; anything else that is not a RestError is a server fault. */
export function fromDatabaseError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error
  if (isPgError(error)) {
    if (error.code === 'PGRST') return pgrstRaise(error)
    const status = statusOf(error.code, error.message, authenticated)
    const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
    return new RestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers)
  }
  // PGlite checks some values in JavaScript before they reach the server.
  const message = error instanceof Error ? error.message : String(error)
  const invalidInput = /^Invalid input for (\w+) type/.exec(message)
  if (invalidInput) return new RestError(400, '22P02', `invalid input syntax for type ${invalidInput[1]}`)
  if (/ECONNREFUSED|ECONNRESET|Connection terminated|connect ETIMEDOUT/i.test(message)) {
    return new RestError(503, 'PGRST000', 'Database connection error.', message)
  }
  return new RestError(500, 'PGRSTX00', message)
}
