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

export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>()
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a request; answers the seconds to wait when over the limit, else 0. */
  take(client: string, now = Date.now()): number {
    let w = this.windows.get(client)
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 }
      this.windows.set(client, w)
      if (this.windows.size > 10_000) {
        for (const [key, old] of this.windows) if (now - old.start >= this.windowMs) this.windows.delete(key)
      }
    }
    w.count += 1
    return w.count > this.limit ? Math.ceil((w.start + this.windowMs - now) / 1000) : 0
  }
}

/** Who is asking: the first address the proxies name, else one shared bucket. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('cf-connecting-ip') || request.headers.get('x-real-ip') || 'unknown'
}
