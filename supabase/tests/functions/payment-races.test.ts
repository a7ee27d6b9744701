// "Exactly once": Pesapal's IPN replayed 100 times in a row and 10 times at once, with the browser's
// return (verify) racing it, moves the payment and the order once and writes one notification.

import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { usePaymentPage } from './support/sandbox.ts'
import { callFunction, eventually, newCustomer, placeOrder, type Session, startProductStack } from './support/stack.ts'

let stack: TestStack
let customer: Session

beforeAll(async () => {
  stack = await startProductStack()
  customer = await newCustomer(stack)
}, 180_000)
afterAll(() => stack?.stop())

/** The IPN as Pesapal POSTs it to the registered URL. */
const ipn = (trackingId: string, reference: string) =>
  fetch(`${stack.url}/functions/v1/payments/ipn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      OrderTrackingId: trackingId,
      OrderMerchantReference: reference,
      OrderNotificationType: 'IPNCHANGE',
    }),
  })

it('the IPN replayed 100 times in sequence and 10 times at once, raced by the browser return and a verify, transitions once and notifies once', async () => {
  const order = await placeOrder(customer, 'card')
  const started = await callFunction(stack, 'payments/initiate', { token: customer.token, body: { orderId: order.id } })
  const { orderTrackingId, merchantReference, paymentUrl } = (await started.json()) as {
    orderTrackingId: string
    merchantReference: string
    paymentUrl: string
  }
  const verify = () => callFunction(stack, 'payments/verify', { token: customer.token, body: { orderTrackingId } })
  // "Pay" pressed while 10 IPNs, the return page's verify and a manual verify arrive at once.
  const [, ...burst] = await Promise.all([
    usePaymentPage(paymentUrl, 'pay', 'card'),
    ...Array.from({ length: 5 }, () => ipn(orderTrackingId, merchantReference)),
    verify(),
    ...Array.from({ length: 5 }, () => ipn(orderTrackingId, merchantReference)),
    verify(),
  ])
  expect(burst.map((r) => r.status)).toEqual(Array(12).fill(200))
  const acks = await Promise.all(burst.slice(0, 5).map((r) => r.json()))
  expect(acks).toEqual(
    Array(5).fill({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId,
      orderMerchantReference: merchantReference,
      status: 200,
    }),
  )

  for (let i = 0; i < 100; i++) {
    const response = await ipn(orderTrackingId, merchantReference)
    expect(response.status).toBe(200)
    await response.text()
  }

  // The sandbox's own IPN (sent when "Pay" was pressed) has landed too.
  await eventually(
    async () =>
      (await (
        await fetch(`${stack.url}/pesapal/v3/sandbox/ipn-deliveries?orderTrackingId=${orderTrackingId}`)
      ).json()) as unknown[],
    (d) => d.length >= 1,
  )
  const { rows: payments } = await stack.db.query<{ status: string; completed_at: Date; updated_at: Date }>(
    'select status, completed_at, updated_at from public.payments where order_id = $1',
    [order.id],
  )
  expect(payments).toHaveLength(1)
  expect(payments[0]?.status).toBe('paid')
  const { rows: orders } = await stack.db.query('select status, payment_status from public.orders where id = $1', [
    order.id,
  ])
  expect(orders[0]).toEqual({ status: 'processing', payment_status: 'paid' })
  const { rows: notes } = await stack.db.query<{ message: string }>(
    `select message from public.admin_notifications where order_id = $1 and message like 'Payment of %'`,
    [order.id],
  )
  expect(notes).toHaveLength(1)
})

it('apply_payment_result called 10 times at once on separate connections changes the payment once', async () => {
  const order = await placeOrder(customer, 'mtn_money')
  const started = await callFunction(stack, 'payments/initiate', { token: customer.token, body: { orderId: order.id } })
  const { orderTrackingId, merchantReference } = (await started.json()) as {
    orderTrackingId: string
    merchantReference: string
  }
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      stack.db.query<{ result: { changed: boolean } }>(
        'select public.apply_payment_result($1, $2, 1, $3, $4) as result',
        [orderTrackingId, merchantReference, order.total_amount, 'UGX'],
      ),
    ),
  )
  expect(results.filter((r) => r.rows[0]?.result.changed)).toHaveLength(1)
  const { rows } = await stack.db.query(
    `select count(*)::int as n from public.admin_notifications where order_id = $1 and message like 'Payment of %'`,
    [order.id],
  )
  expect(rows[0]).toEqual({ n: 1 })
})

it('an IPN for a transaction the shop does not know is not acknowledged, so Pesapal retries', async () => {
  const response = await ipn('00000000-0000-4000-8000-000000000000', 'KM-UNKNOWN')
  expect(response.status).toBe(500)
  expect(await response.json()).toMatchObject({ orderTrackingId: '00000000-0000-4000-8000-000000000000', status: 500 })
})

it('an IPN without its parameters is refused', async () => {
  expect((await fetch(`${stack.url}/functions/v1/payments/ipn?OrderTrackingId=x`)).status).toBe(400)
})
