// The shop's payment endpoints, called on the site's own origin (`/api/payments/...`, which the
// shell routes to the `payments` Edge Function) with the customer's access token. Failures carry
// the endpoint's message (supabase/functions/payments/messages.ts).
import { getSupabase } from '@shop/shared/supabase'
import { answerLost, askAgainWhileLost } from '../ask-again.ts'

/** The toast when a payment could not be started. */
export const PAYMENT_START_FAILED = 'Failed to initiate payment. Please try again.'

export const PAYMENT_NETWORK_ERROR =
  'Unable to connect to payment service. Please check your internet connection and try again.'

export class PaymentRequestError extends Error {
  override name = 'PaymentRequestError'
  constructor(
    message: string,
    /** HTTP status, or 0 when the endpoint could not be reached. */
    readonly status: number,
  ) {
    super(message)
  }
}

async function post<T>(path: string, body: unknown, fallback: string): Promise<T> {
  const client = await getSupabase()
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token
  let response: Response
  try {
    response = await fetch(`/api/payments/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  } catch {
    throw new PaymentRequestError(PAYMENT_NETWORK_ERROR, 0)
  }
  const answer = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null
  if (!response.ok || !answer) {
    const message = typeof answer?.error === 'string' && answer.error ? answer.error : fallback
    throw new PaymentRequestError(message, response.status)
  }
  return answer
}

export interface PaymentCustomer {
  fullName: string
  email: string
  phone: string
}

export interface InitiatedPayment {
  paymentUrl: string
  orderTrackingId: string
}

const UNAVAILABLE = 'Payment service is temporarily unavailable. Please try again later.'

/**
 * Starts paying an order; the amount is the order's own (the endpoint reads it from the database). The
 * attempt's id makes it safe to send again: the endpoint answers an attempt it already started with
 * the same payment page, so a lost answer is asked again.
 */
export async function initiatePayment(
  order: { id: string; total_amount: number; payment_method: string },
  customer: PaymentCustomer,
  /** The mobile money number (+256…) for MTN or Airtel; else the contact phone. */
  payerPhone: string,
  /** A UUID for this attempt to pay: the same on a resend, a new one for a new attempt. */
  attemptId: string,
): Promise<InitiatedPayment> {
  const [firstName = '', ...rest] = customer.fullName.trim().split(/\s+/)
  const outcome = await askAgainWhileLost(
    () =>
      post<Partial<InitiatedPayment>>(
        'initiate',
        {
          orderId: order.id,
          attemptId,
          amount: order.total_amount,
          paymentMethod: order.payment_method,
          customerInfo: { firstName, lastName: rest.join(' '), email: customer.email, phone: customer.phone },
          phone: payerPhone,
          email: customer.email,
        },
        UNAVAILABLE,
      ).then(
        (answer) => ({ answer, error: null }),
        (error: unknown) => ({ answer: null, error }),
      ),
    ({ error }) => error instanceof PaymentRequestError && answerLost(error.status),
  )
  if (!outcome.answer) throw outcome.error
  const answer = outcome.answer
  // A missing paymentUrl is an error.
  if (!answer.paymentUrl) throw new PaymentRequestError(UNAVAILABLE, 502)
  return { paymentUrl: answer.paymentUrl, orderTrackingId: answer.orderTrackingId ?? '' }
}

export type ProviderPaymentStatus = 'COMPLETED' | 'FAILED' | 'REVERSED' | 'PENDING'

export interface VerifiedPayment {
  payment_status: ProviderPaymentStatus | string
  payment_status_description: string
  payment_method: string
  amount: number
  currency: string
  order_id?: string
}

export function verifyPayment(orderTrackingId: string): Promise<VerifiedPayment> {
  return post<VerifiedPayment>(
    'verify',
    { orderTrackingId },
    'Unable to verify payment status. Please check your order history.',
  )
}
