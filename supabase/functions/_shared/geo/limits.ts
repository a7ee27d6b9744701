// A small time-limited cache of answers, and a fixed-window rate limit per client, both per worker.

export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>()
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expires < Date.now()) return undefined
    this.entries.set(key, entry) // most recently used last
    return entry.value
  }

  set(key: string, value: T) {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }
}

/** The payload of a bearer JWT, unverified: only where the gateway has verified it (verify_jwt on). */
function verifiedClaims(authorization: string | null): Record<string, unknown> | null {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.[\w-]*$/i.exec(authorization ?? '')?.[2]
  if (!token) return null
  try {
    const claims = JSON.parse(atob(token.replace(/-/g, '+').replace(/_/g, '/')))
    return claims && typeof claims === 'object' ? claims : null
  } catch {
    return null
  }
}

/**
 * Who is asking, from what a caller cannot choose: the signed-in user (the JWT the gateway verified,
 * verify_jwt on), else the client address the platform's own proxy reports — the entry it appended to
 * X-Forwarded-For, counted from the right (`trustedProxies` proxies of ours in front: 1 for the
 * platform's gateway alone). Entries to their left are whatever the client sent, and are ignored.
 */
export function clientKey(request: Request, trustedProxies = 1): string {
  const claims = verifiedClaims(request.headers.get('authorization'))
  if (claims?.role === 'authenticated' && typeof claims.sub === 'string' && claims.sub) return `user:${claims.sub}`
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const address = forwarded[forwarded.length - Math.max(1, trustedProxies)]
  return `address:${address ?? 'unknown'}`
}
