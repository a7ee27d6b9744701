// When Pesapal cannot be used the storefront gets the payment function's messages (its messages.ts): a
// Pesapal that refuses (here: a local server answering RequestToken with Pesapal's credentials error),
// then one that cannot be reached at all (that server stopped). PESAPAL_BASE_URL points the functions at it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../functions/payments/messages.ts'
import { callFunction, newCustomer, placeOrder, type Session, startProductStack } from './support/stack.ts'

let stack: TestStack
let pesapal: Server
let customer: Session

beforeAll(async () => {
  pesapal = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(
      JSON.stringify({
        token: null,
        expiryDate: null,
        error: {
          error_type: 'api_error',
          code: 'invalid_consumer_key_or_secret_provided',
          message: 'Invalid consumer_key or consumer_secret provided',
        },
        status: '500',
        message: 'Invalid consumer_key or consumer_secret provided',
      }),
    )
  })
  await new Promise<void>((resolve) => pesapal.listen(0, '127.0.0.1', resolve))
  process.env.PESAPAL_BASE_URL = `http://127.0.0.1:${(pesapal.address() as AddressInfo).port}/v3`
  process.env.PESAPAL_CONSUMER_KEY = 'live-key'
  process.env.PESAPAL_CONSUMER_SECRET = 'live-secret'
  stack = await startProductStack()
  customer = await newCustomer(stack)
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  if (pesapal.listening) await new Promise((resolve) => pesapal.close(resolve))
})

const initiate = async (orderId: string) => {
  const response = await callFunction(stack, 'payments/initiate', { token: customer.token, body: { orderId } })
  return { status: response.status, body: await response.json() }
}

it('a payment service that refuses answers "Payment service is temporarily unavailable", and the order stays', async () => {
  const order = await placeOrder(customer, 'mtn_money')
  expect(await initiate(order.id)).toEqual({
    status: 502,
    body: { error: PAYMENT_MESSAGES.unavailable, code: 'payment_service_error' },
  })
  const { rows } = await stack.db.query('select status, payment_status from public.orders where id = $1', [order.id])
  expect(rows[0]).toEqual({ status: 'pending', payment_status: 'pending' })
})

it('a payment service that cannot be reached answers "Unable to connect to payment service", and verify "Unable to verify payment status"', async () => {
  await new Promise((resolve) => pesapal.close(resolve))
  const order = await placeOrder(customer, 'card')
  expect(await initiate(order.id)).toEqual({
    status: 503,
    body: { error: PAYMENT_MESSAGES.network, code: 'payment_service_unreachable' },
  })

  // An attempt recorded earlier, checked while Pesapal is down.
  const trackingId = '7e6b62d9-883e-440f-a63e-e1105bbfadc3'
  await stack.db.query(
    `insert into public.payments (order_id, merchant_reference, tracking_id, payment_method, amount, currency)
     select id, 'KM-OUTAGE-1', $2, payment_method, total_amount, currency from public.orders where id = $1`,
    [order.id, trackingId],
  )
  const verify = await callFunction(stack, 'payments/verify', {
    token: customer.token,
    body: { orderTrackingId: trackingId },
  })
  expect(verify.status).toBe(503)
  expect((await verify.json()).error).toBe(PAYMENT_MESSAGES.verification)
})
