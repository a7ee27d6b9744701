// What every Storage route shares: its context, the caller of a request, JSON bodies validated as
// Storage's schemas would, and the bucket and key named by the path.
import type { Context } from 'hono'
import type { StackConfig } from '../config/index.ts'
import { jsonTooDeep, MAX_JSON_DEPTH } from '../http/json-depth.ts'
import type { JwtKeys } from '../jwt/index.ts'
import { type Caller, identify, type StorageDb } from './caller.ts'
import { ERRORS, StorageError } from './errors.ts'
import type { FileStore } from './files.ts'

export interface StorageContext {
  config: StackConfig
  db: StorageDb
  files: FileStore
  /** The project's JWT secret: signs URLs. */
  secret: Uint8Array
  /** Verifies callers' tokens. */
  jwt: JwtKeys
}

export function callerOf(c: Context, storage: StorageContext): Promise<Caller> {
  return identify({ authorization: c.req.header('authorization'), apikey: c.req.header('apikey') }, storage.jwt)
}

/** Fastify's default body limit, which Storage keeps for its JSON routes. */
const JSON_BODY_LIMIT = 1024 * 1024

/** A JSON body, refused as Fastify refuses one that is too large or does not parse. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const tooLarge = () => new StorageError(413, 'EntityTooLarge', 'Request body is too large', 'Payload Too Large', 413)
  if (Number(c.req.header('content-length')) > JSON_BODY_LIMIT) throw tooLarge()
  const text = await c.req.text()
  if (Buffer.byteLength(text) > JSON_BODY_LIMIT) throw tooLarge()
  if (text.trim() === '') {
    if ((c.req.header('content-type') ?? '').includes('json')) {
      throw ERRORS.invalidRequest("Body cannot be empty when content-type is set to 'application/json'")
    }
    return {}
  }
  if (jsonTooDeep(text)) throw ERRORS.invalidRequest(`Body is JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw ERRORS.invalidRequest("Body is not valid JSON but content-type is set to 'application/json'")
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw ERRORS.invalidRequest('body must be object')
  return value as Record<string, unknown>
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (value === undefined) throw ERRORS.invalidRequest(`body must have required property '${field}'`)
  if (typeof value !== 'string') throw ERRORS.invalidRequest(`body/${field} must be string`)
  return value
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw ERRORS.invalidRequest(`body/${field} must be string`)
  return value
}

function decode(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw ERRORS.invalidRequest('Invalid URL encoding')
  }
}

/**
 * The bucket and key after `marker` in the request path: `/object/authenticated/` in
 * `/storage/v1/object/authenticated/avatars/a/b.png` gives `avatars` and `a/b.png`.
 */
export function bucketAndKey(c: Context, marker: string): { bucket: string; key: string } {
  const pathname = new URL(c.req.url).pathname
  const at = pathname.indexOf(marker)
  const rest = at >= 0 ? pathname.slice(at + marker.length) : ''
  const slash = rest.indexOf('/')
  const bucket = decode(slash < 0 ? rest : rest.slice(0, slash))
  const key =
    slash < 0
      ? ''
      : rest
          .slice(slash + 1)
          .split('/')
          .map(decode)
          .join('/')
  return { bucket, key }
}

export function errorResponse(c: Context, error: unknown) {
  const storageError = error instanceof StorageError ? error : ERRORS.internal()
  return c.json(storageError.render(), storageError.httpStatus as 400)
}
