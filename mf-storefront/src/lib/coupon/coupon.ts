// Applying a coupon: a non-blank code, compared case-insensitively by the server (quote_order refuses
// a code it does not know with invalid_coupon).
import type { CartLine } from '@shop/shared/cart'
import { isBusinessError, REFUSAL_TEXTS } from '@shop/shared/errors'
import { normalizeCouponCode } from '@shop/shared/pricing'
import { type QuoteRequest, quoteRequest } from '../order-pricing/quote-api.ts'

export const COUPON_MESSAGES = {
  blank: 'Please enter a coupon code',
  applied: 'Coupon applied successfully!',
  invalid: REFUSAL_TEXTS.invalid_coupon.message,
  failed: 'Failed to apply coupon',
} as const

/** The message for a code that may not be sent at all, or null. */
export function couponInputError(input: string): string | null {
  return input.trim() === '' ? COUPON_MESSAGES.blank : null
}

/** What to tell the customer when the server refused or could not be asked. */
export function couponFailureMessage(error: unknown): string {
  return isBusinessError(error, 'invalid_coupon') ? COUPON_MESSAGES.invalid : COUPON_MESSAGES.failed
}

/** The quote that tells whether `input` is a coupon for these lines: the lines with the normalised code. */
export function couponQuoteRequest(lines: readonly CartLine[], input: string): QuoteRequest {
  return quoteRequest(lines, normalizeCouponCode(input))
}
