// POST /payments/initiate — starts paying an order through Pesapal. The order is read with the
// caller's token, so row-level security proves it is theirs; it must be awaiting payment; the amount
// and currency come from the order, never from the request. Pesapal's answer is recorded as a new
// payment attempt, and the browser is sent to its payment page. An attempt the storefront names with an
// `attemptId` (a UUID) is started once: sent again (its answer was lost), it answers the attempt already
// recorded, its tracking id and page, and asks Pesapal for nothing.
import { env } from '../_shared/env.ts'
import { HttpError } from '../_shared/http.ts'
import { orderNumber } from '../_shared/order-number.gen.ts'
import type { PesapalClient } from '../_shared/pesapal/client.ts'
import type { BillingAddress } from '../_shared/pesapal/types.ts'
import { type AuthUser, admin, db, jsonObject, type Tables } from '../_shared/supabase.ts'
import { attemptReference, merchantReference } from './reference.ts'
import { paymentReturnUrl } from './return-url.ts'

const ORDER_COLUMNS = [
  'id',
  'number',
  'user_id',
  'status',
  'payment_status',
  'payment_method',
  'total_amount',
  'currency',
  'shipping_address',
] as const
type OrderRow = Pick<Tables<'orders'>, (typeof ORDER_COLUMNS)[number]>

export interface InitiateAnswer {
  paymentUrl: string
  orderTrackingId: string
  merchantReference: string
  amount: number
  currency: string
}

const METHOD_NAMES: Record<string, string> = {
  mtn_money: 'MTN Mobile Money',
  airtel_money: 'Airtel Money',
  card: 'Card',
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)

/** Pesapal's billing address from what the customer typed at checkout, else the order's delivery details. */
export function billingAddress(body: Record<string, unknown>, order: OrderRow): BillingAddress {
  const info = (body.customerInfo && typeof body.customerInfo === 'object' ? body.customerInfo : {}) as Record<
    string,
    unknown
  >
  const shipping = jsonObject(order.shipping_address) ?? {}
  const [first, ...rest] = (str(shipping.full_name) ?? '').split(/\s+/)
  const address: BillingAddress = {
    email_address: str(info.email) ?? str(body.email) ?? str(shipping.email),
    phone_number: str(body.phone) ?? str(info.phone) ?? str(shipping.phone),
    country_code: 'UG',
    first_name: str(info.firstName) ?? first ?? undefined,
    last_name: str(info.lastName) ?? (rest.length ? rest.join(' ') : undefined),
    line_1: str(shipping.street) ?? str(shipping.formatted_address),
    city: str(shipping.city),
    state: str(shipping.state),
    postal_code: str(shipping.postal_code),
  }
  return Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined)) as BillingAddress
}

export async function initiatePayment(
  request: Request,
  body: Record<string, unknown>,
  user: AuthUser,
  token: string,
  client: PesapalClient,
): Promise<InitiateAnswer> {
  const orderId = str(body.orderId)
  if (!orderId || !UUID.test(orderId)) throw new HttpError(400, 'orderId is required', 'invalid_request')
  const attemptId = body.attemptId ?? undefined
  if (attemptId !== undefined && (typeof attemptId !== 'string' || !UUID.test(attemptId))) {
    throw new HttpError(400, 'attemptId must be a UUID', 'invalid_request')
  }

  const [order] = await db(token).select('orders', ORDER_COLUMNS, `id=eq.${orderId}`)
  // Staff and admins may read others' orders; only its customer pays for one.
  if (!order || order.user_id !== user.id) throw new HttpError(404, 'Order not found', 'order_not_found')
  if (
    order.payment_method === 'cash_on_delivery' ||
    order.status !== 'pending' ||
    !['pending', 'failed'].includes(order.payment_status)
  ) {
    throw new HttpError(409, 'This order is not awaiting payment', 'not_awaiting_payment')
  }

  const amount = order.total_amount
  const reference = attemptId ? attemptReference(order.id, attemptId) : merchantReference(order.id)
  if (attemptId) {
    const [started] = await admin().select(
      'payments',
      ['tracking_id', 'redirect_url', 'amount', 'currency'],
      `merchant_reference=eq.${reference}&order_id=eq.${order.id}`,
    )
    if (started?.tracking_id && started.redirect_url) {
      return {
        paymentUrl: started.redirect_url,
        orderTrackingId: started.tracking_id,
        merchantReference: reference,
        amount: started.amount,
        currency: started.currency,
      }
    }
  }
  const shop = env('SHOP_NAME') ?? 'Kampala Meats'
  const method = METHOD_NAMES[order.payment_method] ?? order.payment_method
  const submitted = await client.submitOrder({
    id: reference,
    currency: order.currency,
    amount,
    description: `${shop} ${orderNumber(order.number)} (${method})`.slice(0, 100),
    callback_url: paymentReturnUrl(request, client.config.embedded),
    redirect_mode: 'TOP_WINDOW',
    billing_address: billingAddress(body, order),
  })
  await admin().rpc('record_payment_attempt', {
    order_id: order.id,
    merchant_reference: reference,
    tracking_id: submitted.order_tracking_id,
    amount,
    currency: order.currency,
    provider: 'pesapal',
    redirect_url: submitted.redirect_url,
  })
  return {
    paymentUrl: submitted.redirect_url,
    orderTrackingId: submitted.order_tracking_id,
    merchantReference: reference,
    amount,
    currency: order.currency,
  }
}
