// What the payment return page makes of the provider's answer: COMPLETED is success; FAILED or REVERSED
// is failure with the provider's description; anything else is still being confirmed (mobile money
// takes some seconds): asked again with growing pauses, for a bounded time.
import type { VerifiedPayment } from '../../lib/payments/payments-api.ts'

export const PAYMENT_RETURN_MESSAGES = {
  invalidReference: 'Invalid payment reference',
  success: 'Payment completed successfully',
  failurePrefix: 'Payment unsuccessful: ',
  unknownError: 'Unknown error',
  verifyFailed: 'Failed to verify payment',
  fallback: "We couldn't verify your payment. Please try again or contact support.",
} as const

export type PaymentOutcome =
  | { state: 'success'; orderId: string | null }
  | { state: 'failure'; message: string; orderId: string | null }
  | { state: 'confirming'; orderId: string | null }

export function paymentOutcome(answer: VerifiedPayment): PaymentOutcome {
  const orderId = answer.order_id ?? null
  const status = String(answer.payment_status ?? '').toUpperCase()
  if (status === 'COMPLETED') return { state: 'success', orderId }
  if (status === 'FAILED' || status === 'REVERSED' || status === 'INVALID') {
    const reason = answer.payment_status_description?.trim() || PAYMENT_RETURN_MESSAGES.unknownError
    return { state: 'failure', message: `${PAYMENT_RETURN_MESSAGES.failurePrefix}${reason}`, orderId }
  }
  return { state: 'confirming', orderId }
}

/** Both query parameters the provider sends back, or null (both are required). */
export function paymentReference(search: URLSearchParams): { trackingId: string; merchantReference: string } | null {
  const trackingId = search.get('OrderTrackingId')?.trim()
  const merchantReference = search.get('OrderMerchantReference')?.trim()
  return trackingId && merchantReference ? { trackingId, merchantReference } : null
}

/** Pauses between checks while a payment is confirming: about two minutes in all, then the page says what to do. */
export const CONFIRMING_POLL_DELAYS_MS: readonly number[] = [
  2000, 3000, 4000, 5000, 7000, 10_000, 15_000, 20_000, 20_000, 30_000,
]
