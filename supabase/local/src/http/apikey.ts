// The API gateway's key check: requests carry the project's anon or service_role key in the
// `apikey` header (or query parameter, as realtime and browser links do).
import type { MiddlewareHandler } from 'hono'

export function requireApiKey(keys: { anonKey: string; serviceRoleKey: string }): MiddlewareHandler {
  const valid = new Set([keys.anonKey, keys.serviceRoleKey])
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    const key = c.req.header('apikey') ?? c.req.query('apikey')
    if (!key)
      return c.json(
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        401,
      )
    if (!valid.has(key)) {
      return c.json(
        { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
        401,
      )
    }
    return next()
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null
  return match?.[1] ?? null
}

export interface ApiKeys {
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
}

/** The legacy JWT key that a new key (`sb_publishable_…`, `sb_secret_…`) stands for, else null. */
function legacyKeyFor(key: string | null | undefined, keys: ApiKeys): string | null {
  if (key === keys.publishableKey) return keys.anonKey
  if (key === keys.secretKey) return keys.serviceRoleKey
  return null
}

/**
 * What the hosted API gateway does with the new API keys before any service sees a request: they are
 * not JWTs, so a publishable key is exchanged for a JWT of the role `anon` and a secret key for one of
 * `service_role` (here: the project's legacy keys of those roles, signed with its secret), in the
 * `apikey` header or query parameter and in an `Authorization` that carries the key itself (supabase-js
 * sends `Bearer <key>` while no one is signed in). A user's JWT in `Authorization` is left alone.
 * Requests without a new key are returned as they are.
 */
export function translateApiKeys(request: Request, keys: ApiKeys): Request {
  const url = new URL(request.url)
  const headerKey = legacyKeyFor(request.headers.get('apikey'), keys)
  const queryKey = legacyKeyFor(url.searchParams.get('apikey'), keys)
  const bearerKey = legacyKeyFor(bearerToken(request.headers.get('authorization') ?? undefined), keys)
  if (!headerKey && !queryKey && !bearerKey) return request
  const headers = new Headers(request.headers)
  if (headerKey) headers.set('apikey', headerKey)
  if (bearerKey) headers.set('authorization', `Bearer ${bearerKey}`)
  if (queryKey) url.searchParams.set('apikey', queryKey)
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body
  return new Request(url, {
    method: request.method,
    headers,
    body,
    signal: request.signal,
    duplex: 'half',
  } as RequestInit)
}

/** The same for a WebSocket upgrade (Realtime): its key is in `apikey` (query) or `x-api-key`. */
export function translateUpgradeApiKey(req: { url?: string; headers: Record<string, unknown> }, keys: ApiKeys) {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const queryKey = legacyKeyFor(url.searchParams.get('apikey'), keys)
  if (queryKey) {
    url.searchParams.set('apikey', queryKey)
    req.url = `${url.pathname}${url.search}`
  }
  const header = req.headers['x-api-key']
  const headerKey = legacyKeyFor(typeof header === 'string' ? header : null, keys)
  if (headerKey) req.headers['x-api-key'] = headerKey
}
