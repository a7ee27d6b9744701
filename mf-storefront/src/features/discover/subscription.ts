// Launch-notice sign-up: an e-mail that is not blank and contains "@", filed under blogs, campaigns or
// the default list; signing up twice for a list is a duplicate.

import type { Enums } from '@shop/shared/database'

export type SubscriptionType = Enums<'subscription_type'>

export type SubscribeOutcome = 'subscribed' | 'duplicate'

export const subscriptionMessages = {
  invalidEmail: 'Please enter a valid email address',
  subscribed: 'Thanks for subscribing!',
  duplicate: "You're already subscribed!",
  failed: 'Failed to subscribe. Please try again.',
  confirmation: "You're on the list!",
} as const

/** The list a `/discover/coming-soon/:type` page signs people up for. */
export function subscriptionType(param: string | undefined): SubscriptionType {
  return param === 'blogs' || param === 'campaigns' ? param : 'default'
}

export function subscriptionEmailError(email: string): string | null {
  const value = email.trim()
  return value.includes('@') ? null : subscriptionMessages.invalidEmail
}

/** PostgREST's answer to the insert: 23505 (unique violation) means this address is already on the list. */
export function subscribeOutcome(error: { code?: string } | null): SubscribeOutcome {
  if (!error) return 'subscribed'
  if (error.code === '23505') return 'duplicate'
  throw error
}

/** What the visitor is told after an attempt: a success or failure toast. */
export function outcomeToast(outcome: SubscribeOutcome | 'failed'): { kind: 'success' | 'error'; message: string } {
  if (outcome === 'subscribed') return { kind: 'success', message: subscriptionMessages.subscribed }
  if (outcome === 'duplicate') return { kind: 'error', message: subscriptionMessages.duplicate }
  return { kind: 'error', message: subscriptionMessages.failed }
}

export const COMING_SOON_COPY: Record<SubscriptionType, { title: string; text: string }> = {
  blogs: {
    title: 'Our Blog Is Coming Soon',
    text: 'Butchery tips, cooking guides and stories from our Kampala factory. Leave your e-mail and we will tell you when the first posts are up.',
  },
  campaigns: {
    title: 'Campaigns Are Coming Soon',
    text: 'Seasonal offers, festive hampers and community events. Leave your e-mail to hear about them first.',
  },
  default: {
    title: 'Coming Soon',
    text: 'Something new is on its way. Leave your e-mail and we will let you know when it is ready.',
  },
}
