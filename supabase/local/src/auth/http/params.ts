// Request bodies decoded as GoTrue decodes them with Go's encoding/json into a params struct:
// unknown keys are ignored, keys match case-insensitively, `null` leaves a field at its zero value,
// and a value of the wrong JSON type is a 400 `bad_json`. One deliberate difference: a NUL character
// (which Postgres cannot store, so GoTrue fails with a 500 later) is refused here with the same 400.

import { jsonTooDeep, MAX_JSON_DEPTH } from '../../http/json-depth.ts'
import { badRequest } from './errors.ts'

export type FieldKind = 'string' | 'bool' | 'object' | 'optionalString'
export type Schema = Record<string, FieldKind>

type FieldValue<K extends FieldKind> = K extends 'string'
  ? string
  : K extends 'bool'
    ? boolean
    : K extends 'object'
      ? Record<string, unknown> | null
      : string | null

export type Params<S extends Schema> = { [F in keyof S]: FieldValue<S[F]> }

const goTypes: Record<FieldKind, string> = {
  string: 'string',
  bool: 'bool',
  object: 'map[string]interface {}',
  optionalString: '*string',
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (value === null) return 'null'
  if (typeof value === 'boolean') return 'bool'
  return typeof value
}

const parseError = (detail: string) => badRequest('bad_json', `Could not parse request body as JSON: ${detail}`)

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(hasNul)
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v))
  return false
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const toWellFormed = (s: string) => s.replace(loneSurrogate, '\uFFFD')

/** Unpaired surrogates become U+FFFD, as Go's decoder does, so Postgres can store every string. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return toWellFormed(value)
  if (Array.isArray(value)) return value.map(wellFormed)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toWellFormed(k), wellFormed(v)]))
  }
  return value
}

export function zeroParams<S extends Schema>(schema: S): Params<S> {
  const params: Record<string, unknown> = {}
  for (const [field, kind] of Object.entries(schema)) {
    params[field] = kind === 'string' ? '' : kind === 'bool' ? false : null
  }
  return params as Params<S>
}

/**
 * Decodes `body` into the fields of `schema`; `struct` names the Go struct in error messages and
 * `initial` holds values set before decoding (kept when the body leaves them out or sends null).
 */
export function decodeParams<S extends Schema>(
  struct: string,
  body: string | null,
  schema: S,
  initial: Partial<Params<S>> = {},
): Params<S> {
  if (!body) throw parseError('unexpected end of JSON input')
  if (jsonTooDeep(body)) throw parseError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch (error) {
    throw parseError((error as Error).message)
  }
  const params = { ...zeroParams(schema), ...initial } as Record<string, unknown>
  if (parsed === null) return params as Params<S>
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw parseError(`json: cannot unmarshal ${jsonKind(parsed)} into Go value of type api.${struct}`)
  }
  if (hasNul(parsed)) throw parseError('the NUL character (\\u0000) is not supported')

  const fields = Object.keys(schema)
  for (const [key, raw] of Object.entries(parsed as Record<string, unknown>)) {
    const field = fields.find((f) => f === key) ?? fields.find((f) => f.toLowerCase() === key.toLowerCase())
    if (!field || raw === null) continue
    const kind = schema[field] as FieldKind
    const value = wellFormed(raw)
    const ok =
      kind === 'bool'
        ? typeof value === 'boolean'
        : kind === 'object'
          ? typeof value === 'object' && !Array.isArray(value)
          : typeof value === 'string'
    if (!ok) {
      throw parseError(
        `json: cannot unmarshal ${jsonKind(value)} into Go struct field ${struct}.${key} of type ${goTypes[kind]}`,
      )
    }
    params[field] = value
  }
  return params as Params<S>
}
