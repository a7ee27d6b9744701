import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit.ts'

describe('rate limits', () => {
  it('let `max` events through in a window, then refuse until the oldest leaves it', () => {
    let now = 0
    const limiter = createRateLimiter(3, 1000, () => now)
    const takeAt = (t: number) => {
      now = t
      return limiter.take('a')
    }
    expect([takeAt(0), takeAt(500), takeAt(600), takeAt(700)]).toEqual([true, true, true, false])
    expect(limiter.take('b')).toBe(true)
    expect(takeAt(999)).toBe(false)
    // At 1001 the event of 0 has left the window: one more, not two.
    expect([takeAt(1001), takeAt(1002)]).toEqual([true, false])
    expect(takeAt(1501)).toBe(true)
  })

  it('count recorded failures without consuming a request, and report exhaustion', () => {
    let now = 0
    const limiter = createRateLimiter(2, 1000, () => now)
    limiter.record('acct')
    expect(limiter.exhausted('acct')).toBe(false)
    limiter.record('acct')
    expect(limiter.exhausted('acct')).toBe(true)
    now = 2000
    expect(limiter.exhausted('acct')).toBe(false)
  })
})
