// POST /payments/verify {orderTrackingId} — the payment return page (or the customer, again) asks how
// a payment went. The caller must be able to see the payment (their own order); the answer is
// Pesapal's, applied to the order once.
import { HttpError } from '../_shared/http.ts'
import type { PesapalClient } from '../_shared/pesapal/client.ts'
import { db } from '../_shared/supabase.ts'
import { PAYMENT_MESSAGES } from './messages.ts'
import { settle, statusWord } from './settle.ts'

export interface VerifyAnswer {
  /** COMPLETED, FAILED, REVERSED or PENDING (Pesapal's status_code in words). */
  payment_status: 'COMPLETED' | 'FAILED' | 'REVERSED' | 'PENDING'
  /** Pesapal's reason for a failure, else its status description. */
  payment_status_description: string
  payment_method: string
  amount: number
  currency: string
  confirmation_code: string
  merchant_reference: string
  order_id: string
  /** The order's payment status after this check: pending, paid, failed or refunded. */
  order_payment_status: string | null
}

export async function verifyPayment(
  body: Record<string, unknown>,
  token: string,
  client: PesapalClient,
): Promise<VerifyAnswer> {
  const trackingId = typeof body.orderTrackingId === 'string' ? body.orderTrackingId.trim() : ''
  if (!trackingId || trackingId.length > 100) throw new HttpError(400, PAYMENT_MESSAGES.verification, 'invalid_request')
  const [payment] = await db(token).select(
    'payments',
    ['id', 'order_id'],
    `tracking_id=eq.${encodeURIComponent(trackingId)}`,
  )
  if (!payment) throw new HttpError(404, PAYMENT_MESSAGES.verification, 'payment_not_found')

  const { status, result } = await settle(client, trackingId)
  const [order] = await db(token).select('orders', ['payment_status'], `id=eq.${payment.order_id}`)
  return {
    payment_status: statusWord(status.status_code),
    payment_status_description: (status.status_code === 2 && status.description) || status.payment_status_description,
    payment_method: status.payment_method,
    amount: Number(status.amount),
    currency: status.currency,
    confirmation_code: status.confirmation_code,
    merchant_reference: status.merchant_reference,
    order_id: result.order_id,
    order_payment_status: order?.payment_status ?? null,
  }
}
