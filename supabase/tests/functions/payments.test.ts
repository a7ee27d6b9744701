// Paying an order through Pesapal, against the local stand-in and its embedded Pesapal sandbox: the
// storefront's calls (POST /api/payments/initiate, /verify), the sandbox's payment page, the browser's
// return and Pesapal's IPN, and what the order and the admins' notifications show afterwards.

import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../functions/payments/messages.ts'
import { usePaymentPage } from './support/sandbox.ts'
import {
  callFunction,
  eventually,
  newCustomer,
  placeOrder,
  type Session,
  signIn,
  startProductStack,
} from './support/stack.ts'

let stack: TestStack
let customer: Session

beforeAll(async () => {
  stack = await startProductStack()
  customer = await newCustomer(stack)
}, 180_000)
afterAll(() => stack?.stop())

const orderOf = async (id: string) =>
  (
    await stack.db.query<{ status: string; payment_status: string }>(
      'select status, payment_status from public.orders where id = $1',
      [id],
    )
  ).rows[0]
const paymentsOf = async (orderId: string) =>
  (
    await stack.db.query<{
      status: string
      amount: string
      currency: string
      merchant_reference: string
      tracking_id: string
    }>(
      'select status, amount::text, currency, merchant_reference, tracking_id from public.payments where order_id = $1 order by created_at',
      [orderId],
    )
  ).rows
const paymentNotes = async (orderId: string) =>
  (
    await stack.db.query<{ message: string; type: string }>(
      `select message, type::text from public.admin_notifications where order_id = $1 and message ilike '%payment%' order by created_at`,
      [orderId],
    )
  ).rows

interface InitiateBody {
  paymentUrl: string
  orderTrackingId: string
  merchantReference: string
  amount: number
  currency: string
  error?: string
}

async function initiate(session: Session, orderId: string, attemptId?: unknown) {
  const response = await callFunction(stack, 'payments/initiate', {
    token: session.token,
    body: {
      orderId,
      attemptId,
      amount: 1, // the storefront sends one; the order's own total is what is charged
      paymentMethod: 'card',
      customerInfo: { firstName: 'Amina', lastName: 'Nakato', email: session.email, phone: '+256772100200' },
      phone: '+256772100200',
      email: session.email,
    },
  })
  return { status: response.status, body: (await response.json()) as InitiateBody }
}

const verify = async (session: Session, orderTrackingId: string) => {
  const response = await callFunction(stack, 'payments/verify', { token: session.token, body: { orderTrackingId } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('initiate', () => {
  it('answers the payment page URL and tracking id, charging the order’s total, not the amount sent', async () => {
    const order = await placeOrder(customer, 'card')
    const { status, body } = await initiate(customer, order.id)
    expect(status).toBe(200)
    expect(body.paymentUrl).toMatch(new RegExp(`^${stack.url}/pesapal/v3/iframe/pay\\?OrderTrackingId=`))
    expect(body.orderTrackingId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.amount).toBe(order.total_amount)
    const [payment] = await paymentsOf(order.id)
    expect(payment).toMatchObject({
      status: 'pending',
      amount: order.total_amount.toFixed(2),
      currency: 'UGX',
      tracking_id: body.orderTrackingId,
    })
    expect(payment?.merchant_reference).toMatch(/^[A-Za-z0-9\-_.:]{1,50}$/)
    const page = await (await fetch(body.paymentUrl)).text()
    expect(page).toContain(`UGX ${order.total_amount.toLocaleString('en-US')}`)
  })

  it('refuses another customer’s order, and a visitor who is not signed in', async () => {
    const order = await placeOrder(customer, 'mtn_money')
    const stranger = await newCustomer(stack, 'Brian Okello')
    expect(await initiate(stranger, order.id)).toMatchObject({ status: 404, body: { error: 'Order not found' } })
    const visitor = await callFunction(stack, 'payments/initiate', { body: { orderId: order.id } })
    expect(visitor.status).toBe(401)
    expect(await paymentsOf(order.id)).toEqual([])
  })

  it('refuses an order that is not awaiting payment: cash on delivery, or already paid', async () => {
    const cod = await placeOrder(customer, 'cash_on_delivery')
    expect(await initiate(customer, cod.id)).toMatchObject({
      status: 409,
      body: { error: 'This order is not awaiting payment' },
    })
    const card = await placeOrder(customer, 'card')
    const first = await initiate(customer, card.id)
    await usePaymentPage(first.body.paymentUrl, 'pay')
    await eventually(
      () => orderOf(card.id),
      (o) => o?.payment_status === 'paid',
    )
    expect((await initiate(customer, card.id)).status).toBe(409)
  })

  it('gives each payment attempt its own merchant reference', async () => {
    const order = await placeOrder(customer, 'airtel_money')
    const a = await initiate(customer, order.id)
    const b = await initiate(customer, order.id)
    expect(a.body.orderTrackingId).not.toBe(b.body.orderTrackingId)
    const references = (await paymentsOf(order.id)).map((p) => p.merchant_reference)
    expect(new Set(references).size).toBe(2)
  })

  it('the same attempt started again (its answer lost) answers the same payment page: one Pesapal order, one payment row', async () => {
    const order = await placeOrder(customer, 'mtn_money')
    const attemptId = crypto.randomUUID()
    const first = await initiate(customer, order.id, attemptId)
    const again = await initiate(customer, order.id, attemptId)
    expect(first.status).toBe(200)
    expect(again).toEqual(first)
    const payments = await paymentsOf(order.id)
    expect(payments).toHaveLength(1)
    expect(payments[0]?.tracking_id).toBe(first.body.orderTrackingId)
    const pesapalOrders = await stack.db.query(
      'select 1 from supabase_local.pesapal_orders where merchant_reference = $1',
      [first.body.merchantReference],
    )
    expect(pesapalOrders.rows).toHaveLength(1)
    // Another attempt is another payment.
    const other = await initiate(customer, order.id, crypto.randomUUID())
    expect(other.body.orderTrackingId).not.toBe(first.body.orderTrackingId)
    expect(await paymentsOf(order.id)).toHaveLength(2)
  })

  it('an attempt id that is not a UUID is refused, and starts nothing', async () => {
    const order = await placeOrder(customer, 'card')
    for (const attemptId of ['attempt-1', 42, '']) {
      expect(await initiate(customer, order.id, attemptId)).toMatchObject({
        status: 400,
        body: { error: 'attemptId must be a UUID' },
      })
    }
    expect(await paymentsOf(order.id)).toEqual([])
  })
})

describe('a card payment', () => {
  it('completed: the browser returns to /payment/return, verify answers COMPLETED, the order is paid and processing', async () => {
    const order = await placeOrder(customer, 'card')
    const { body } = await initiate(customer, order.id)
    const { callback } = await usePaymentPage(body.paymentUrl, 'pay', 'card')
    expect(`${callback.origin}${callback.pathname}`).toBe('http://127.0.0.1:3000/payment/return')
    expect(Object.fromEntries(callback.searchParams)).toEqual({
      OrderTrackingId: body.orderTrackingId,
      OrderMerchantReference: body.merchantReference,
      OrderNotificationType: 'CALLBACKURL',
    })
    const checked = await verify(customer, callback.searchParams.get('OrderTrackingId') as string)
    expect(checked).toMatchObject({
      status: 200,
      body: {
        payment_status: 'COMPLETED',
        payment_method: 'Visa',
        amount: order.total_amount,
        currency: 'UGX',
        order_payment_status: 'paid',
      },
    })
    expect(await orderOf(order.id)).toEqual({ status: 'processing', payment_status: 'paid' })
    await eventually(
      () => paymentNotes(order.id),
      (n) => n.length === 1,
    )
    expect((await paymentNotes(order.id))[0]?.message).toMatch(
      new RegExp(`^Payment of UGX [\\d,]+ received for order #${order.number}$`),
    )
  })

  it('failed: verify answers FAILED with Pesapal’s reason, the order stays pending with payment failed, and can be paid again', async () => {
    const order = await placeOrder(customer, 'card')
    const first = await initiate(customer, order.id)
    await usePaymentPage(first.body.paymentUrl, 'fail', 'card')
    const checked = await verify(customer, first.body.orderTrackingId)
    expect(checked.body).toMatchObject({
      payment_status: 'FAILED',
      payment_status_description: 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
      order_payment_status: 'failed',
    })
    expect(await orderOf(order.id)).toEqual({ status: 'pending', payment_status: 'failed' })

    const second = await initiate(customer, order.id)
    expect(second.status).toBe(200)
    expect(await orderOf(order.id)).toEqual({ status: 'pending', payment_status: 'pending' })
    await usePaymentPage(second.body.paymentUrl, 'pay', 'card')
    await eventually(
      () => orderOf(order.id),
      (o) => o?.payment_status === 'paid',
    )
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed', 'paid'])
  })
})

describe('mobile money', () => {
  it('reads pending when the customer comes back, and is completed by the IPN some moments later', async () => {
    const order = await placeOrder(customer, 'mtn_money')
    const { body } = await initiate(customer, order.id)
    const { html, callback } = await usePaymentPage(body.paymentUrl, 'pay', 'mtn')
    expect(html).toMatch(/value="mtn" checked/)
    const early = await verify(customer, callback.searchParams.get('OrderTrackingId') as string)
    expect(early.body).toMatchObject({ payment_status: 'PENDING', order_payment_status: 'pending' })
    // Nobody asks again: Pesapal's IPN alone completes it.
    await eventually(
      () => orderOf(order.id),
      (o) => o?.payment_status === 'paid',
      10_000,
    )
    expect(await orderOf(order.id)).toEqual({ status: 'processing', payment_status: 'paid' })
    // The sandbox records a delivery once our answer is back, which can be just after the order changed.
    const deliveries = await eventually(
      async () =>
        (await (
          await fetch(`${stack.url}/pesapal/v3/sandbox/ipn-deliveries?orderTrackingId=${body.orderTrackingId}`)
        ).json()) as unknown[],
      (d) => d.length > 0,
    )
    expect(deliveries).toMatchObject([{ method: 'POST', status_code: 200, acknowledged: true }])
    const later = await verify(customer, body.orderTrackingId)
    expect(later.body).toMatchObject({ payment_status: 'COMPLETED', payment_method: 'MTN UG' })
  })

  it('left pending on the payment page stays pending, then paying on the same page completes it by IPN', async () => {
    const order = await placeOrder(customer, 'airtel_money')
    const { body } = await initiate(customer, order.id)
    await usePaymentPage(body.paymentUrl, 'pending', 'airtel')
    expect((await verify(customer, body.orderTrackingId)).body).toMatchObject({ payment_status: 'PENDING' })
    expect(await orderOf(order.id)).toEqual({ status: 'pending', payment_status: 'pending' })
    await usePaymentPage(body.paymentUrl, 'pay', 'airtel')
    await eventually(
      () => orderOf(order.id),
      (o) => o?.payment_status === 'paid',
      10_000,
    )
  })
})

describe('what Pesapal says must match what was asked', () => {
  for (const [what, tamper] of [
    ['amount', 'update public.payments set amount = amount + 1000 where tracking_id = $1'],
    ['currency', `update public.payments set currency = 'USD' where tracking_id = $1`],
  ] as const) {
    it(`a payment whose ${what} differs from the stored attempt is refused: nothing changes, the IPN is not acknowledged`, async () => {
      const order = await placeOrder(customer, 'card')
      const { body } = await initiate(customer, order.id)
      await stack.db.query(tamper, [body.orderTrackingId])
      await usePaymentPage(body.paymentUrl, 'pay', 'card')
      const checked = await verify(customer, body.orderTrackingId)
      expect(checked).toMatchObject({ status: 409, body: { error: PAYMENT_MESSAGES.verification } })
      const deliveries = await eventually(
        async () =>
          (await (
            await fetch(`${stack.url}/pesapal/v3/sandbox/ipn-deliveries?orderTrackingId=${body.orderTrackingId}`)
          ).json()) as {
            status_code: number
            acknowledged: boolean
          }[],
        (d) => d.length === 3,
      )
      expect(deliveries.every((d) => d.status_code === 500 && !d.acknowledged)).toBe(true)
      expect(await orderOf(order.id)).toEqual({ status: 'pending', payment_status: 'pending' })
      expect((await paymentsOf(order.id))[0]?.status).toBe('pending')
      expect(await paymentNotes(order.id)).toEqual([])
    })
  }

  it('verify of a payment that is not the caller’s answers the spec’s verification message', async () => {
    const order = await placeOrder(customer, 'card')
    const { body } = await initiate(customer, order.id)
    const stranger = await newCustomer(stack, 'Brian Okello')
    expect(await verify(stranger, body.orderTrackingId)).toEqual({
      status: 404,
      body: { error: PAYMENT_MESSAGES.verification, code: 'payment_not_found' },
    })
  })
})

describe('the seeded demo customer', () => {
  it('pays like anyone else', async () => {
    const demo = await signIn(stack, 'customer@example.com')
    const order = await placeOrder(demo, 'card')
    expect((await initiate(demo, order.id)).status).toBe(200)
  })
})
