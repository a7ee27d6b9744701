import { describe, expect, it } from 'vitest'
import { createPasswordGuard, DEFAULT_PASSWORD_GUARD, HOUR_MS, type KnownAddress } from './password-guard.ts'

const nobodyKnown: KnownAddress = async () => false

function clockedGuard(limits = DEFAULT_PASSWORD_GUARD) {
  const clock = { now: 0 }
  const guard = createPasswordGuard(limits, () => clock.now)
  return { clock, guard }
}

describe('failed password sign-ins', () => {
  it('one address gets five free failures on an account, then waits 1 s, 2 s, 4 s … up to 15 minutes', async () => {
    const { clock, guard } = clockedGuard()
    const waits: number[] = []
    for (let attempt = 0; attempt < 16; attempt++) {
      const verdict = await guard.check('sarah@example.com', '10.0.0.1', nobodyKnown)
      if (!verdict.allowed) {
        waits.push(verdict.retryAfterMs)
        clock.now += verdict.retryAfterMs
        expect((await guard.check('sarah@example.com', '10.0.0.1', nobodyKnown)).allowed).toBe(true)
      }
      guard.failed('sarah@example.com', '10.0.0.1')
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900].map((s) => s * 1000))
    // Another address, or another account, is not slowed down.
    expect((await guard.check('sarah@example.com', '10.0.0.2', nobodyKnown)).allowed).toBe(true)
    expect((await guard.check('amina@example.com', '10.0.0.1', nobodyKnown)).allowed).toBe(true)
  })

  it('the right password clears the wait of its own address', async () => {
    const { guard } = clockedGuard()
    for (let i = 0; i < 6; i++) guard.failed('sarah@example.com', '10.0.0.1')
    expect((await guard.check('sarah@example.com', '10.0.0.1', nobodyKnown)).allowed).toBe(false)
    guard.succeeded('sarah@example.com', '10.0.0.1')
    expect((await guard.check('sarah@example.com', '10.0.0.1', nobodyKnown)).allowed).toBe(true)
  })

  it('an account takes at most 100 failures an hour from addresses it never signed in from', async () => {
    const { clock, guard } = clockedGuard()
    for (let i = 0; i < 100; i++) {
      const address = `10.1.${Math.floor(i / 250)}.${i % 250}`
      expect((await guard.check('sarah@example.com', address, nobodyKnown)).allowed).toBe(true)
      guard.failed('sarah@example.com', address)
      clock.now += 1000
    }
    const fresh = await guard.check('sarah@example.com', '10.2.0.1', nobodyKnown)
    expect(fresh).toEqual({ allowed: false, retryAfterMs: HOUR_MS - 100 * 1000 })
    // The owner's usual address still gets its attempts; once the oldest failure is an hour old, others too.
    const owners: KnownAddress = async (account, address) => account === 'sarah@example.com' && address === '10.9.9.9'
    expect((await guard.check('sarah@example.com', '10.9.9.9', owners)).allowed).toBe(true)
    clock.now = HOUR_MS + 1
    expect((await guard.check('sarah@example.com', '10.2.0.1', nobodyKnown)).allowed).toBe(true)
  })

  it('forgets an address’s failures an hour after the last one', async () => {
    const { clock, guard } = clockedGuard()
    for (let i = 0; i < 12; i++) guard.failed('sarah@example.com', '10.0.0.1')
    clock.now = HOUR_MS + 1
    expect((await guard.check('sarah@example.com', '10.0.0.1', nobodyKnown)).allowed).toBe(true)
    guard.failed('sarah@example.com', '10.0.0.1')
    expect((await guard.check('sarah@example.com', '10.0.0.1', nobodyKnown)).allowed).toBe(true)
  })
})
