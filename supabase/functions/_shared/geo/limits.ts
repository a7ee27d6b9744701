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

/**
 * The proxies of ours in front of the functions, from GEOCODE_TRUSTED_PROXIES: a count (that many hops,
 * the platform's gateway included, always trusted: `1` for the gateway alone, the default) or a list of
 * their addresses (`127.0.0.1, ::1`: the shell's server on the stand-in's machine), which are trusted only
 * when the request really came through them.
 */
export type TrustedProxies = number | ReadonlySet<string>

const plainAddress = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '')

export function trustedProxies(setting: string | undefined): TrustedProxies {
  const value = setting?.trim() ?? ''
  if (/^\d+$/.test(value)) return Math.max(1, Number(value))
  const addresses = value.split(',').map(plainAddress).filter(Boolean)
  return addresses.length > 0 ? new Set(addresses) : 1
}

/**
 * Who is asking, from what a caller cannot choose: the signed-in user (`userId`, from the token the
 * function verified), else the client address our proxies report. X-Forwarded-For is read from the right,
 * where the platform's gateway appended the address it saw: with a count, the entry that many hops from
 * the right; with addresses, the first entry from the right that is not one of our proxies (a proxy's
 * own entry counts only when the hop after it is one of ours too). Entries to the left of the client's
 * are whatever the client sent, and are ignored.
 */
export function clientKey(request: Request, userId: string | null, trusted: TrustedProxies = 1): string {
  if (userId) return `user:${userId}`
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  let index = forwarded.length - (typeof trusted === 'number' ? Math.max(1, trusted) : 1)
  if (typeof trusted !== 'number') {
    while (index > 0 && trusted.has(plainAddress(forwarded[index] as string))) index -= 1
  }
  const address = forwarded[index]
  return `address:${address ?? 'unknown'}`
}
