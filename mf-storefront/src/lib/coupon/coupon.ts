// Applying a coupon: a non-blank code, compared case-insensitively by the server (quote_order refuses
// a code it does not know with invalid_coupon).
import type { CartLine } from '@shop/shared/cart'
import { isBusinessError, REFUSAL_TEXTS } from '@shop/shared/errors'
import { normalizeCouponCode } from '@shop/shared/pricing'
import { quoteItems, quoteOrder } from '../order-pricing/quote-api.ts'

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

/** Asks the server whether `input` is a coupon for these lines; resolves with the normalised code. */
export async function checkCoupon(lines: readonly CartLine[], input: string): Promise<string> {
  const code = normalizeCouponCode(input)
  const quote = await quoteOrder(quoteItems(lines), code)
  return quote.coupon_code ?? code
}
