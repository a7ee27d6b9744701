// Request limits per client address (and failed sign-ins per account): at most `max` events in any
// `windowMs`. Supabase Auth uses token buckets of the same sizes; a sliding window is simpler to reason
// about in tests and never lets more through in a window than the configured number.

export interface RateLimiter {
  /** Records an event for `key`; false when the key is already at its limit (the event is not recorded). */
  take(key: string): boolean
  /** True when `key` has no room left, without recording anything. */
  exhausted(key: string): boolean
  /** Records an event without checking (e.g. a failed password attempt). */
  record(key: string): void
}

export function createRateLimiter(max: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const events = new Map<string, number[]>()
  let lastSweep = now()

  const recent = (key: string): number[] => {
    const t = now()
    if (t - lastSweep > windowMs) {
      for (const [k, list] of events) if ((list.at(-1) ?? 0) <= t - windowMs) events.delete(k)
      lastSweep = t
    }
    const list = (events.get(key) ?? []).filter((at) => at > t - windowMs)
    events.set(key, list)
    return list
  }

  return {
    take(key) {
      const list = recent(key)
      if (list.length >= max) return false
      list.push(now())
      return true
    },
    exhausted(key) {
      return recent(key).length >= max
    },
    record(key) {
      recent(key).push(now())
    },
  }
}
