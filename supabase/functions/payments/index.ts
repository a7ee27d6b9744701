// The `payments` Edge Function (the storefront calls it as /api/payments/...):
//   POST /initiate  {orderId, ...}        → {paymentUrl, orderTrackingId, merchantReference, amount, currency}
//   POST /verify    {orderTrackingId}     → {payment_status, payment_status_description, payment_method, amount, currency, ...}
//   GET|POST /ipn   Pesapal's IPN         → Pesapal's acknowledgement
// verify_jwt is off for this function (Pesapal's IPN carries no JWT); initiate and verify check the
// caller's token themselves. Errors answer {error, code} with the messages of messages.ts.
import { type BusinessErrorName, businessErrorName } from '../_shared/business-errors.gen.ts'
import { bearer, errorResponse, HttpError, json, preflight, readJson, subPath } from '../_shared/http.ts'
import { tryConfigureMailDispatch } from '../_shared/mail/dispatch.ts'
import { PesapalRefused, PesapalUnreachable } from '../_shared/pesapal/client.ts'
import { pesapal } from '../_shared/pesapal/provider.ts'
import { DatabaseError, requireUser } from '../_shared/supabase.ts'
import { initiatePayment } from './initiate.ts'
import { acknowledgement, handleIpn, readIpn } from './ipn.ts'
import { PAYMENT_MESSAGES } from './messages.ts'
import { verifyPayment } from './verify.ts'

/** What record_payment_attempt and apply_payment_result (and set_order_payment_status under them) refuse. */
const PAYMENT_REFUSALS: ReadonlySet<BusinessErrorName | null> = new Set<BusinessErrorName>([
  'order_not_found',
  'not_awaiting_payment',
  'payment_amount_mismatch',
  'payment_not_found',
  'payment_mismatch',
  'payment_transition_not_allowed',
])

function failure(error: unknown, fallback: string): Response {
  if (error instanceof HttpError) return errorResponse(error)
  console.error('payments:', error)
  if (error instanceof PesapalUnreachable) {
    // Starting a payment: the network message; checking one: the verification message.
    const message = fallback === PAYMENT_MESSAGES.verification ? fallback : PAYMENT_MESSAGES.network
    return errorResponse(new HttpError(503, message, 'payment_service_unreachable'))
  }
  if (error instanceof PesapalRefused) return errorResponse(new HttpError(502, fallback, 'payment_service_error'))
  if (error instanceof DatabaseError && PAYMENT_REFUSALS.has(businessErrorName(error.error.code))) {
    return errorResponse(new HttpError(409, fallback, 'payment_rejected'))
  }
  return errorResponse(new HttpError(500, fallback, 'payment_error'))
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return preflight()
  const path = subPath(request, 'payments')
  // A payment queues its receipt: the database must know where to wake the mail sender.
  await tryConfigureMailDispatch()

  if (path === '/ipn' && (request.method === 'GET' || request.method === 'POST')) {
    const notice = await readIpn(request)
    if (!notice) return json({ error: 'OrderTrackingId and OrderMerchantReference are required' }, 400)
    try {
      await handleIpn(notice, pesapal())
      return json(acknowledgement(notice, 200))
    } catch (error) {
      console.error('payments: IPN not applied, Pesapal will retry:', error)
      return json(acknowledgement(notice, 500), 500)
    }
  }

  if (request.method !== 'POST' || (path !== '/initiate' && path !== '/verify')) {
    return json({ error: 'Not found' }, 404)
  }
  const fallback = path === '/initiate' ? PAYMENT_MESSAGES.unavailable : PAYMENT_MESSAGES.verification
  try {
    const token = bearer(request)
    const user = await requireUser(token)
    const body = await readJson(request)
    if (path === '/initiate') return json(await initiatePayment(request, body, user, token as string, pesapal()))
    return json(await verifyPayment(body, token as string, pesapal()))
  } catch (error) {
    return failure(error, fallback)
  }
})
