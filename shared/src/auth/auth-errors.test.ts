import { describe, expect, it } from 'vitest'
import { authErrorMessage, isEmailAddress, RATE_LIMITED_MESSAGE } from './auth-errors.ts'

describe('what a person reads when Auth refuses', () => {
  it('is Auth’s own answer to what was typed, the rate-limit advice, or the screen’s fallback', () => {
    expect(authErrorMessage({ status: 400, message: 'Invalid login credentials' }, 'Failed to sign in')).toBe(
      'Invalid login credentials',
    )
    // The password guard answers 429 with Retry-After: the person is told to wait, not that sign-in failed.
    expect(authErrorMessage({ status: 429, message: 'Too many requests' }, 'Failed to sign in')).toBe(
      RATE_LIMITED_MESSAGE,
    )
    expect(authErrorMessage({ status: 500, message: 'boom' }, 'Failed to sign in')).toBe('Failed to sign in')
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'Failed to sign in')).toBe('Failed to sign in')
  })
})

describe('an e-mail address', () => {
  it('needs a name, "@" and a domain with a dot, as Auth does', () => {
    expect(isEmailAddress(' rider@example.com ')).toBe(true)
    for (const typed of ['rider', 'rider@example', 'a@b', '@example.com', 'two words@example.com']) {
      expect(isEmailAddress(typed), typed).toBe(false)
    }
  })
})
