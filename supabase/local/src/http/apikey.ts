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
