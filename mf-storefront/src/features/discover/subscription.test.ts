import { describe, expect, it } from 'vitest'
import { outcomeToast, subscribeOutcome, subscriptionEmailError, subscriptionType } from './subscription.ts'

describe('launch-notice subscription', () => {
  it('the e-mail must not be empty and must contain "@" ("Please enter a valid email address")', () => {
    expect(subscriptionEmailError('')).toBe('Please enter a valid email address')
    expect(subscriptionEmailError('   ')).toBe('Please enter a valid email address')
    expect(subscriptionEmailError('amina.example.com')).toBe('Please enter a valid email address')
    expect(subscriptionEmailError('amina@example.com')).toBeNull()
  })

  it('signs up for blogs, campaigns, or else the default list', () => {
    expect(subscriptionType('blogs')).toBe('blogs')
    expect(subscriptionType('campaigns')).toBe('campaigns')
    expect(subscriptionType('recipes')).toBe('default')
    expect(subscriptionType(undefined)).toBe('default')
  })

  it('success says "Thanks for subscribing!"; a duplicate (23505) "You\'re already subscribed!"', () => {
    expect(outcomeToast(subscribeOutcome(null))).toEqual({ kind: 'success', message: 'Thanks for subscribing!' })
    expect(outcomeToast(subscribeOutcome({ code: '23505' }))).toEqual({
      kind: 'error',
      message: "You're already subscribed!",
    })
  })

  it('any other failure is "Failed to subscribe. Please try again."', () => {
    const rls = { code: '42501', message: 'permission denied' }
    expect(() => subscribeOutcome(rls)).toThrow()
    expect(outcomeToast('failed')).toEqual({ kind: 'error', message: 'Failed to subscribe. Please try again.' })
  })
})
