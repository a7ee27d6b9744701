import { describe, expect, it, vi } from 'vitest'
import { signUpOutcome } from './sign-up-outcome.ts'

describe('what a sign-up leads to', () => {
  it('a session and a readable profile: the customer is signed in', async () => {
    const profileExists = vi.fn(async () => true)
    expect(await signUpOutcome({ user: { id: 'u1' }, session: {} }, profileExists)).toBe('signed_in')
    expect(profileExists).toHaveBeenCalledWith('u1')
  })

  it('a session without a profile: "User profile not found"', async () => {
    expect(await signUpOutcome({ user: { id: 'u1' }, session: {} }, async () => false)).toBe('no_profile')
  })

  it('no session (confirmations on): the customer is asked to confirm the address, whatever the address', async () => {
    const profileExists = vi.fn(async () => true)
    expect(await signUpOutcome({ user: { id: 'u1' }, session: null }, profileExists)).toBe('confirm_email')
    expect(profileExists).not.toHaveBeenCalled()
  })
})
