// The shipped supabase/config.toml is the production project's: its limits are production values, and
// the test runs raise theirs through a file of their own merged over it, never by editing it.

import { DEFAULT_PASSWORD_GUARD } from '@shop/supabase-local/auth/password-guard'
import { DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS, readProjectConfig } from '@shop/supabase-local/config/project'
import { describe, expect, it } from 'vitest'
import { raisedLimits, repoRoot } from './support/database.ts'

describe('config.toml', () => {
  it('ships production rate limits: 30 sign-ins per address in 5 minutes, 100 failed passwords per account an hour', () => {
    const { auth } = readProjectConfig(repoRoot)
    expect(auth.signInSignUpsPerFiveMinutes).toBe(30)
    expect(auth.tokenVerificationsPerFiveMinutes).toBe(30)
    expect(auth.emailsSentPerHour).toBe(30)
    expect(auth.passwordGuard).toEqual(DEFAULT_PASSWORD_GUARD)
    expect(auth.passwordGuard.failuresPerAccount).toBeLessThanOrEqual(100)
  })

  it('mails one account at most once a minute per kind, as hosted Supabase Auth does by default', () => {
    expect(readProjectConfig(repoRoot).auth.emailMaxFrequency).toBe(60)
    // A project that does not say (or says 0) gets hosted's default too, not a laxer one.
    expect(DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS).toBe(60)
  })

  it('mails 10-digit codes, the longest hosted Auth allows, so guessing one within its hour is hopeless', () => {
    expect(readProjectConfig(repoRoot).auth.otpLength).toBe(10)
  })

  it('the test runs raise the limits with their own file, merged over the shipped one', () => {
    const raised = readProjectConfig(repoRoot, raisedLimits)
    expect(raised.auth.signInSignUpsPerFiveMinutes).toBeGreaterThan(1000)
    expect(raised.auth.passwordGuard.failuresPerAccount).toBeGreaterThan(1000)
    // Everything else is the shipped file's.
    const shipped = readProjectConfig(repoRoot)
    expect({ ...raised.auth, signInSignUpsPerFiveMinutes: 0, tokenRefreshesPerFiveMinutes: 0 }).toMatchObject({
      ...shipped.auth,
      signInSignUpsPerFiveMinutes: 0,
      tokenRefreshesPerFiveMinutes: 0,
      emailMaxFrequency: 1,
      emailsSentPerHour: raised.auth.emailsSentPerHour,
      tokenVerificationsPerFiveMinutes: raised.auth.tokenVerificationsPerFiveMinutes,
      passwordGuard: raised.auth.passwordGuard,
    })
    expect(raised.storage).toEqual(shipped.storage)
  })
})
