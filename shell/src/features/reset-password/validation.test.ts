import { describe, expect, it } from 'vitest'
import { linkErrorInUrl, resetPasswordError } from './validation.ts'

describe('password reset form', () => {
  it('passwords must match ("Passwords do not match")', () => {
    expect(resetPasswordError('kampala-2026', 'kampala-2025')).toBe('Passwords do not match')
  })

  it('the password is at least 6 characters long', () => {
    expect(resetPasswordError('abc12', 'abc12')).toBe('Password must be at least 6 characters long')
    expect(resetPasswordError('abc123', 'abc123')).toBeNull()
  })

  it('a link Supabase Auth answered with an error is invalid', () => {
    const base = 'http://127.0.0.1:3000/account/reset-password'
    expect(
      linkErrorInUrl(`${base}?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid`),
    ).toBe(true)
    expect(linkErrorInUrl(`${base}#error=access_denied&error_code=otp_expired`)).toBe(true)
    expect(linkErrorInUrl(`${base}?code=0b0f4c`)).toBe(false)
  })
})
