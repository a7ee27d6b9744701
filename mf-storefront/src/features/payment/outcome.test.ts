import { describe, expect, it } from 'vitest'
import { CONFIRMING_POLL_DELAYS_MS, paymentOutcome, paymentReference } from './outcome.ts'

const answer = (payment_status: string, payment_status_description = '') => ({
  payment_status,
  payment_status_description,
  payment_method: 'MTN UG',
  amount: 46000,
  currency: 'UGX',
  order_id: 'a4b1c2d3-0000-4000-8000-000000000001',
})

describe('payment return page', () => {
  it('needs both OrderTrackingId and OrderMerchantReference ("Invalid payment reference" otherwise)', () => {
    expect(paymentReference(new URLSearchParams('OrderTrackingId=abc&OrderMerchantReference=KM-1'))).toEqual({
      trackingId: 'abc',
      merchantReference: 'KM-1',
    })
    expect(paymentReference(new URLSearchParams('OrderTrackingId=abc'))).toBeNull()
    expect(paymentReference(new URLSearchParams('OrderMerchantReference=KM-1&OrderTrackingId='))).toBeNull()
  })

  it('a COMPLETED payment is a success, with the order to view', () => {
    expect(paymentOutcome(answer('COMPLETED'))).toEqual({
      state: 'success',
      orderId: 'a4b1c2d3-0000-4000-8000-000000000001',
    })
  })

  it('a failed payment says "Payment unsuccessful: " and the description, or "Unknown error"', () => {
    expect(paymentOutcome(answer('FAILED', 'Insufficient balance'))).toMatchObject({
      state: 'failure',
      message: 'Payment unsuccessful: Insufficient balance',
    })
    expect(paymentOutcome(answer('REVERSED'))).toMatchObject({ message: 'Payment unsuccessful: Unknown error' })
  })

  it('a payment still pending is confirming, checked again for a bounded time', () => {
    expect(paymentOutcome(answer('PENDING')).state).toBe('confirming')
    const total = CONFIRMING_POLL_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)
    expect(total).toBeGreaterThanOrEqual(60_000)
    expect(total).toBeLessThanOrEqual(180_000)
    expect([...CONFIRMING_POLL_DELAYS_MS].sort((a, b) => a - b)).toEqual(CONFIRMING_POLL_DELAYS_MS)
  })
})
