// Order SMS through the `transactional-mail` function and the stand-in's SMS sandbox: what the database
// queued in `outgoing_sms` reaches the order's phone once per event, in the shop's words with the order's
// number as every screen writes it, and each row keeps Africa's Talking's answer (message id, status, cost).
// The rules of what is queued: ../sms-order-updates.test.ts; the sender's request and answers:
// sms-sender.test.ts.

import { orderNumber } from '@shop/shared/orders/order-number'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, expect, it } from 'vitest'
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
const PHONE = '+256772100200'

interface SandboxSms {
  to: string
  message: string
  message_id: string
  segments: number
  created_at: string
}
const sandbox = async () =>
  (await (await fetch(`${stack.url}/sms/api/messages?to=${encodeURIComponent(PHONE)}`)).json()) as SandboxSms[]
const about = async (order: { number: number }) =>
  (await sandbox()).filter((m) => m.message.includes(`${orderNumber(order.number)} `))
const waiting = async () =>
  (await stack.db.query<{ n: number }>('select count(*)::int as n from public.outgoing_sms where sent_at is null'))
    .rows[0]?.n

beforeAll(async () => {
  stack = await startProductStack()
  customer = await newCustomer(stack, 'Amina Nakato')
  // As after a deploy: one call of the sender stores where the database wakes it.
  const first = await callFunction(stack, 'transactional-mail/dispatch', {
    body: {},
    token: stack.config.serviceRoleKey,
  })
  expect(first.status).toBe(200)
  expect(await first.json()).toMatchObject({ sms: { failed: 0 } })
}, 180_000)
afterAll(() => stack?.stop())

it('a cash-on-delivery order: confirmed, on its way with the rider, delivered; one SMS each, in one part', async () => {
  const order = await placeOrder(customer, 'cash_on_delivery')
  const number = orderNumber(order.number)
  await eventually(
    () => about(order),
    (m) => m.length === 1,
  )
  const admin = await signIn(stack, 'admin@example.com')
  const rider = await signIn(stack, 'rider@example.com')
  const { rows } = await stack.db.query<{ phone: string }>('select phone from public.delivery_riders where id = $1', [
    rider.userId,
  ])
  expect(rows[0]?.phone).toBe('+256701733905')
  for (const [who, fn, args] of [
    [admin, 'mark_order_processing', { order_id: order.id }],
    [admin, 'assign_rider', { order_id: order.id, rider_id: rider.userId }],
    [rider, 'confirm_pickup', { order_id: order.id }],
    [rider, 'confirm_pickup', { order_id: order.id }],
  ] as const) {
    const { error } = await who.client.rpc(fn, args as never)
    expect(error).toBeNull()
  }
  await eventually(
    () => about(order),
    (m) => m.length === 2,
  )
  const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])
  expect(
    (
      await rider.client.storage
        .from('delivery-photos')
        .upload(`${order.id}/1.jpg`, photo, { contentType: 'image/jpeg' })
    ).error,
  ).toBeNull()
  const completion = {
    order_id: order.id,
    photo_url: `delivery-photos/${order.id}/1.jpg`,
    request_id: crypto.randomUUID(),
  }
  for (let send = 0; send < 2; send += 1)
    expect((await rider.client.rpc('complete_delivery', completion)).error).toBeNull()
  await eventually(
    () => about(order),
    (m) => m.length === 3,
  )
  await eventually(waiting, (n) => n === 0)

  const messages = (await about(order)).reverse()
  const { rows: codes } = await stack.db.query<{ code: string }>(
    'select code from private.delivery_codes where order_id = $1',
    [order.id],
  )
  expect(messages.map((m) => m.message)).toEqual([
    `Kampala Meats: ${number} confirmed. We'll SMS you when it leaves the shop.`,
    `Kampala Meats: ${number} is on its way with Joseph, 0701 733905. Delivery code ${codes[0]?.code}: give it to your rider.`,
    `Kampala Meats: ${number} delivered. Thank you!`,
  ])
  expect(messages.every((m) => m.to === PHONE && m.segments === 1)).toBe(true)
  // Each row keeps Africa's Talking's answer.
  const { rows: sent } = await stack.db.query<{
    provider_message_id: string
    provider_status: string
    provider_cost: string
  }>(
    'select provider_message_id, provider_status, provider_cost from public.outgoing_sms where order_id = $1 order by id',
    [order.id],
  )
  expect(sent).toEqual(
    messages.map((m) => ({
      provider_message_id: m.message_id,
      provider_status: 'Success',
      provider_cost: 'UGX 35.0000',
    })),
  )
})

it('an order paid online is confirmed by its payment; cancelled by the shop: the reason and the refund', async () => {
  const order = await placeOrder(customer, 'mtn_money')
  const number = orderNumber(order.number)
  await stack.db.query(`select public.set_order_payment_status($1, 'paid')`, [order.id])
  const admin = await signIn(stack, 'admin@example.com')
  expect(
    (await admin.client.rpc('cancel_order', { order_id: order.id, reason: 'Out of stock at the outlet' })).error,
  ).toBeNull()
  const messages = await eventually(
    () => about(order),
    (m) => m.length === 2,
  )
  expect(messages.map((m) => m.message).reverse()).toEqual([
    `Kampala Meats: ${number} confirmed. We'll SMS you when it leaves the shop.`,
    `Kampala Meats: ${number} cancelled: Out of stock at the outlet. We will refund your payment within 7 days.`,
  ])
})

it('a customer who turned SMS off in their account gets none; their mail still comes', async () => {
  const quiet = await newCustomer(stack, 'Brian Okello')
  const { error } = await quiet.client.from('users').update({ sms_order_updates: false }).eq('id', quiet.userId)
  expect(error).toBeNull()
  const order = await placeOrder(quiet, 'cash_on_delivery')
  await eventually(
    async () =>
      (
        await stack.db.query<{ n: number }>(
          'select count(*)::int as n from public.outgoing_mails where order_id = $1 and sent_at is not null',
          [order.id],
        )
      ).rows[0]?.n,
    (n) => n === 1,
  )
  expect(await about(order)).toEqual([])
  expect((await stack.db.query('select 1 from public.outgoing_sms where order_id = $1', [order.id])).rows).toEqual([])
})
