// Errors as Supabase Auth (GoTrue) answers them. Three kinds, as in its `internal/api/errors.go`:
// HTTP errors (a status, an error code, a message), weak-password errors (422 with the reasons) and
// OAuth errors (`{error, error_description}`, always 400). The body depends on the API version the
// client asks for with `X-Supabase-Api-Version` (auth-js always sends 2024-01-01).
import { randomUUID } from 'node:crypto'
import { isPgError, type PgError } from '../../db/types.ts'

export type ErrorCode =
  | 'unknown'
  | 'unexpected_failure'
  | 'validation_failed'
  | 'email_address_invalid'
  | 'bad_json'
  | 'email_exists'
  | 'phone_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'signup_disabled'
  | 'user_banned'
  | 'email_provider_disabled'
  | 'phone_provider_disabled'
  | 'anonymous_provider_disabled'
  | 'email_not_confirmed'
  | 'phone_not_confirmed'
  | 'user_already_exists'
  | 'conflict'
  | 'same_password'
  | 'otp_expired'
  | 'otp_disabled'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'bad_code_verifier'
  | 'invalid_credentials'
  | 'insufficient_aal'
  | 'reauthentication_needed'
  | 'request_entity_too_large'
  | 'feature_disabled'

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** The database error behind a 500, shown to clients of the oldest API version as GoTrue does. */
    readonly pgCause?: PgError,
    /** Seconds until the client may try again (a `Retry-After` header on a 429). */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

export class WeakPasswordError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message)
  }
}

export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`)
  }
}

export const badRequest = (code: ErrorCode, message: string) => new AuthError(400, code, message)
export const forbidden = (code: ErrorCode, message: string) => new AuthError(403, code, message)
export const notFound = (code: ErrorCode, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: ErrorCode, message: string) => new AuthError(422, code, message)
export const tooManyRequests = (code: ErrorCode, message: string, retryAfterSeconds?: number) =>
  new AuthError(429, code, message, undefined, retryAfterSeconds)
export const internalError = (message: string, cause?: unknown) =>
  new AuthError(500, 'unexpected_failure', message, isPgError(cause) ? cause : undefined)

/** The API versions GoTrue knows: the initial one and 2024-01-01. */
export type ApiVersion = 'initial' | '2024-01-01'

/** `X-Supabase-Api-Version` as GoTrue reads it: a date; from 2024-01-01 on, the 2024 body. */
export function parseApiVersion(header: string | undefined): ApiVersion {
  const match = header ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(header) : null
  if (!match) return 'initial'
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return valid && date.getTime() >= Date.UTC(2024, 0, 1) ? '2024-01-01' : 'initial'
}

export interface ErrorResponse {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
}

// GoTrue shows these SQLSTATEs (raised by triggers, constraints) to clients of the initial API version.
const publicPgErrors = new Set(['P0001', '23000', '23001', '23502', '23503', '23505', '23514', '23P01'])

function pgErrorStatus(code: string): number {
  if (publicPgErrors.has(code)) return 500
  const custom = /^PT(\d{3})$/.exec(code)
  return custom ? Number(custom[1]) : 0
}

export function shapeError(error: unknown, version: ApiVersion): ErrorResponse {
  const headers: Record<string, string> = version === '2024-01-01' ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}

  if (error instanceof WeakPasswordError) {
    if (version === '2024-01-01') {
      return {
        status: 422,
        headers,
        body: { code: 'weak_password', message: error.message, weak_password: { reasons: error.reasons } },
      }
    }
    return {
      status: 422,
      headers: { ...headers, 'x-sb-error-code': 'weak_password' },
      body: { code: 422, error_code: 'weak_password', msg: error.message, weak_password: { reasons: error.reasons } },
    }
  }

  if (error instanceof OAuthError) {
    return { status: 400, headers, body: { error: error.error, error_description: error.description } }
  }

  const http =
    error instanceof AuthError
      ? error
      : new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information')
  const code = http.code || (http.status === 500 ? 'unexpected_failure' : 'unknown')
  const withCode: Record<string, string> = { ...headers, 'x-sb-error-code': code }
  if (http.retryAfter !== undefined) withCode['Retry-After'] = String(http.retryAfter)
  if (version === '2024-01-01') return { status: http.status, headers: withCode, body: { code, message: http.message } }

  const pgStatus = http.pgCause ? pgErrorStatus(http.pgCause.code) : 0
  if (http.pgCause && pgStatus) {
    const { code: sqlstate, message, hint, detail } = http.pgCause
    return {
      status: pgStatus,
      headers: withCode,
      body: { code: sqlstate, message, ...(hint ? { hint } : {}), ...(detail ? { detail } : {}) },
    }
  }
  return {
    status: http.status,
    headers: withCode,
    body: {
      code: http.status,
      error_code: code,
      msg: http.message,
      ...(http.status >= 500 ? { error_id: randomUUID() } : {}),
    },
  }
}
