// The request body as PostgREST reads it (Payload.hs): JSON (an object, or an array of objects with
// the same keys), CSV, x-www-form-urlencoded, or raw text/xml/bytes for a function's single
// unnamed parameter. With `?columns=` the JSON goes to the database unchecked.

import { jsonTooDeep, MAX_JSON_DEPTH } from '../../http/json-depth.ts'
import { invalidBody } from '../errors.ts'
import { parseCsv } from './csv.ts'
import { type MediaType, mime } from './media-type.ts'

export type Payload =
  /** Checked JSON; `keys` are the columns it sets. */
  | { kind: 'json'; json: string; keys: string[] }
  /** JSON sent with `?columns=`: the columns come from the parameter, the database parses it. */
  | { kind: 'raw-json'; json: string }
  /** Form fields of an RPC call, passed as text arguments. */
  | { kind: 'form'; fields: [string, string][] }
  /** The body of a function with one unnamed text, xml or bytea parameter. */
  | { kind: 'raw'; body: Buffer }

export type PayloadAction = 'create' | 'update' | 'upsert' | 'delete' | 'rpc' | 'read'

const emptyArray: Payload = { kind: 'json', json: '[]', keys: [] }

/** Checks a parsed JSON value and returns its column keys (payloadAttributes). */
function jsonPayload(raw: string, value: unknown): Payload {
  if (Array.isArray(value)) {
    if (value.length === 0) return emptyArray
    const first = value[0]
    if (!isObject(first)) throw invalidBody('All object keys must match')
    const keys = Object.keys(first)
    const canonical = [...keys].sort().join('\u0000')
    for (const item of value) {
      if (!isObject(item) || Object.keys(item).sort().join('\u0000') !== canonical) {
        throw invalidBody('All object keys must match')
      }
    }
    return { kind: 'json', json: raw, keys }
  }
  if (isObject(value)) return { kind: 'json', json: raw, keys: Object.keys(value) }
  return emptyArray
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function parsePayload(
  body: Buffer,
  contentType: MediaType,
  action: PayloadAction,
  hasColumnsParam: boolean,
): Payload | null {
  if (action === 'read' || action === 'delete') return null
  const isRpc = action === 'rpc'
  const text = () => body.toString('utf8')
  switch (contentType.kind) {
    case 'json': {
      if (jsonTooDeep(text())) throw invalidBody(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
      if (hasColumnsParam && action !== 'upsert') return { kind: 'raw-json', json: text() }
      if (body.length === 0 && isRpc) return { kind: 'json', json: '{}', keys: [] }
      let value: unknown
      try {
        value = JSON.parse(text())
      } catch {
        throw invalidBody('Empty or invalid json')
      }
      return jsonPayload(text(), value)
    }
    case 'csv': {
      const rows = parseCsv(text())
      const value = rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === 'NULL' ? null : v])),
      )
      const json = JSON.stringify(value)
      return jsonPayload(json, value)
    }
    case 'urlencoded': {
      const fields = [...new URLSearchParams(text())]
      if (isRpc) return { kind: 'form', fields }
      const object = Object.fromEntries(fields)
      return { kind: 'json', json: JSON.stringify(object), keys: Object.keys(object) }
    }
    case 'text':
    case 'xml':
    case 'octet-stream':
      if (isRpc) return { kind: 'raw', body }
      break
  }
  throw invalidBody(`Content-Type not acceptable: ${mime(contentType)}`)
}
