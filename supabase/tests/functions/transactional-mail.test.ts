// Order and back-in-stock mail through the `transactional-mail` function: what the database queued lands
// in the stand-in's outbox once — with the order's number as every screen writes it, its lines, totals, delivery address and payment method — even when Pesapal's IPN and the return
// page's verify race to mark the order paid, and when several senders are woken at once.

import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '@shop/shared/orders/order-number'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string
}
const outbox = async (to: string) =>
  (await (await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as OutboxMail[]
const mailsAbout = async (to: string, subject: RegExp) => (await outbox(to)).filter((m) => subject.test(m.subject))
const waiting = async () =>
  (await stack.db.query<{ n: number }>('select count(*)::int as n from public.outgoing_mails where sent_at is null'))
    .rows[0]?.n
const serviceKey = () => stack.config.serviceRoleKey

beforeAll(async () => {
  stack = await startProductStack()
  customer = await newCustomer(stack, 'Amina Nakato')
  // As after a deploy: one call of the sender with the service role key stores where the database wakes it
  // (and sends the customer's welcome mail, queued at sign-up).
  const first = await callFunction(stack, 'transactional-mail/dispatch', { body: {}, token: serviceKey() })
  expect(first.status).toBe(200)
}, 180_000)
afterAll(() => stack?.stop())

it('the sender tells the database where to wake it', async () => {
  const { rows } = await stack.db.query<{ value: { url: string; secret: string } }>(
    `select value from private.function_settings where key = 'mail_dispatch'`,
  )
  expect(rows[0]?.value.url).toBe(`${stack.url}/functions/v1/transactional-mail/dispatch`)
  expect(rows[0]?.value.secret).toMatch(/^[0-9a-f]{64}$/)
})

it('an order confirmation: the order number as the customer sees it, its lines, totals, address and method', async () => {
  const order = await placeOrder(customer, 'cash_on_delivery')
  const number = orderNumber(order.number)
  const [mail] = await eventually(
    () => mailsAbout(customer.email, /confirmed/),
    (m) => m.some((x) => x.subject.includes(number)),
  ).then((m) => m.filter((x) => x.subject.includes(number)))
  expect(mail?.subject).toBe(`${number} confirmed · Kampala Meats`)
  const { rows: lines } = await stack.db.query<{ product_name: string; quantity: number; line_total: string }>(
    'select product_name, quantity, line_total from public.order_items where order_id = $1 order by created_at, id',
    [order.id],
  )
  const { rows } = await stack.db.query<{ subtotal: string; delivery_fee: string; total_amount: string }>(
    'select subtotal, delivery_fee, total_amount from public.orders where id = $1',
    [order.id],
  )
  const totals = rows[0] as { subtotal: string; delivery_fee: string; total_amount: string }
  expect(lines.length).toBeGreaterThan(0)
  for (const line of lines) {
    expect(mail?.text).toContain(`${line.quantity} × ${line.product_name}`)
    expect(mail?.text).toContain(`= ${formatMoney(Number(line.line_total))}`)
    expect(mail?.html).toContain(line.product_name.replaceAll('&', '&amp;'))
  }
  expect(mail?.text).toContain(`Subtotal: ${formatMoney(Number(totals.subtotal))}`)
  expect(mail?.text).toContain(
    `Delivery Fee: ${Number(totals.delivery_fee) === 0 ? 'Free' : formatMoney(Number(totals.delivery_fee))}`,
  )
  expect(mail?.text).toContain(`Total: ${formatMoney(Number(totals.total_amount))}`)
  expect(mail?.text).toContain('Payment: Cash on Delivery: pay the rider on delivery')
  expect(mail?.text).toContain('Delivery address:\nAmina Nakato\nPlot 4 Kira Road\nKampala, Uganda\n+256772100200')
  expect(mail?.text).toContain(`View your order: http://127.0.0.1:3000/orders/${order.id}`)
  // Transactional: says why it came, offers no unsubscribe.
  expect(mail?.text).toContain(`You receive this e-mail because you placed ${number} at Kampala Meats.`)
  expect(`${mail?.text} ${mail?.html}`).not.toMatch(/unsubscribe/i)
})

it('IPN and verify racing to mark a card order paid: one receipt, one confirmation', async () => {
  const order = await placeOrder(customer, 'card')
  const number = orderNumber(order.number)
  const started = await callFunction(stack, 'payments/initiate', { token: customer.token, body: { orderId: order.id } })
  const { orderTrackingId, merchantReference, paymentUrl } = (await started.json()) as {
    orderTrackingId: string
    merchantReference: string
    paymentUrl: string
  }
  const ipn = () =>
    fetch(`${stack.url}/functions/v1/payments/ipn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        OrderTrackingId: orderTrackingId,
        OrderMerchantReference: merchantReference,
        OrderNotificationType: 'IPNCHANGE',
      }),
    }).then((r) => r.text())
  const verify = () =>
    callFunction(stack, 'payments/verify', { token: customer.token, body: { orderTrackingId } }).then((r) => r.text())
  await usePaymentPage(paymentUrl, 'pay', 'card')
  await Promise.all([...Array.from({ length: 5 }, ipn), verify(), ...Array.from({ length: 5 }, ipn), verify()])
  const receipts = await eventually(
    () => mailsAbout(customer.email, new RegExp(`Receipt for ${number}`)),
    (m) => m.length >= 1,
  )
  await eventually(waiting, (n) => n === 0)
  expect(await mailsAbout(customer.email, new RegExp(`Receipt for ${number}`))).toHaveLength(1)
  expect(await mailsAbout(customer.email, new RegExp(`${number} confirmed`))).toHaveLength(1)
  expect(receipts[0]?.text).toContain(`Total paid: ${formatMoney(order.total_amount)}`)
  expect(receipts[0]?.text).toContain('Payment: Card (paid)')
})

it('five senders woken at once send each waiting mail once', async () => {
  // Queued while the database has nowhere to post: the mail waits.
  const { rows: hook } = await stack.db.query<{ value: unknown }>(
    `delete from private.function_settings where key = 'mail_dispatch' returning value`,
  )
  const orders = [
    await placeOrder(customer, 'cash_on_delivery'),
    await placeOrder(customer, 'cash_on_delivery'),
    await placeOrder(customer, 'mtn_money'),
  ]
  expect(await waiting()).toBe(3)
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      callFunction(stack, 'transactional-mail/dispatch', { body: {}, token: serviceKey() }).then(
        (r) => r.json() as Promise<{ sent: number; failed: number }>,
      ),
    ),
  )
  expect(answers.reduce((n, a) => n + a.sent, 0)).toBe(3)
  for (const order of orders)
    expect(await mailsAbout(customer.email, new RegExp(`${orderNumber(order.number)} confirmed`))).toHaveLength(1)
  // The sender stored its URL again (a new secret, since the old setting was gone).
  const { rows } = await stack.db.query<{ value: { url: string } }>(
    `select value from private.function_settings where key = 'mail_dispatch'`,
  )
  expect(rows[0]?.value.url).toBe((hook[0]?.value as { url?: string } | undefined)?.url)
})

it('out for delivery: no mail when the rider is assigned, one when they pick the order up; delivered: one more', async () => {
  const order = await placeOrder(customer, 'cash_on_delivery')
  const number = orderNumber(order.number)
  const admin = await signIn(stack, 'admin@example.com')
  const rider = await signIn(stack, 'rider@example.com')
  for (const [who, fn, args] of [
    [admin, 'mark_order_processing', { order_id: order.id }],
    [admin, 'assign_rider', { order_id: order.id, rider_id: rider.userId }],
  ] as const) {
    const { error } = await who.client.rpc(fn, args as never)
    expect(error).toBeNull()
  }
  await eventually(waiting, (n) => n === 0)
  expect((await mailsAbout(customer.email, new RegExp(`${number} `))).map((m) => m.subject)).toEqual([
    `${number} confirmed · Kampala Meats`,
  ])
  expect((await rider.client.rpc('confirm_pickup', { order_id: order.id })).error).toBeNull()
  const [mail] = await eventually(
    () => mailsAbout(customer.email, new RegExp(`${number} is out for delivery`)),
    (m) => m.length >= 1,
  )
  expect(mail?.text).toContain('Your order is on its way')
  await eventually(waiting, (n) => n === 0)
  expect(await mailsAbout(customer.email, new RegExp(number))).toHaveLength(2)

  // Delivered: one mail, even when the rider's phone sends the completion again (its answer was lost).
  const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])
  const uploaded = await rider.client.storage
    .from('delivery-photos')
    .upload(`${order.id}/1.jpg`, photo, { contentType: 'image/jpeg' })
  expect(uploaded.error).toBeNull()
  const completion = {
    order_id: order.id,
    photo_url: `delivery-photos/${order.id}/1.jpg`,
    request_id: crypto.randomUUID(),
  }
  for (let send = 0; send < 2; send += 1) {
    const { error } = await rider.client.rpc('complete_delivery', completion)
    expect(error).toBeNull()
  }
  const [delivered] = await eventually(
    () => mailsAbout(customer.email, new RegExp(`${number} has been delivered`)),
    (m) => m.length >= 1,
  )
  expect(delivered?.text).toContain('Your order has been delivered')
  await eventually(waiting, (n) => n === 0)
  // The cash the rider collected is the order's payment: its receipt comes with the delivery.
  expect((await mailsAbout(customer.email, new RegExp(number))).map((m) => m.subject).sort()).toEqual(
    [`${number} confirmed`, `${number} is out for delivery`, `${number} has been delivered`, `Receipt for ${number}`]
      .map((subject) => `${subject} · Kampala Meats`)
      .sort(),
  )
})

it('a cancelled order: one mail with the reason and what becomes of the payment', async () => {
  const admin = await signIn(stack, 'admin@example.com')
  const cancelledMail = async (order: { number: number }) =>
    (
      await eventually(
        () => mailsAbout(customer.email, new RegExp(`${orderNumber(order.number)} has been cancelled`)),
        (m) => m.length >= 1,
      )
    )[0]

  // Cash on delivery, cancelled by the shop: the reason, nothing to pay.
  const cash = await placeOrder(customer, 'cash_on_delivery')
  expect(
    (await admin.client.rpc('cancel_order', { order_id: cash.id, reason: 'Out of delivery area' })).error,
  ).toBeNull()
  const cashMail = await cancelledMail(cash)
  expect(cashMail?.subject).toBe(`${orderNumber(cash.number)} has been cancelled · Kampala Meats`)
  expect(cashMail?.text).toContain('Your order has been cancelled and will not be delivered.')
  expect(cashMail?.text).toContain('Reason: Out of delivery area')
  expect(cashMail?.text).toContain('Nothing to pay: this order was to be paid in cash on delivery.')
  expect(cashMail?.html).toContain('Reason: Out of delivery area')

  // Paid online, then cancelled by the shop: the refund.
  const paid = await placeOrder(customer, 'mtn_money')
  await stack.db.query(`update public.orders set payment_status = 'paid', status = 'processing' where id = $1`, [
    paid.id,
  ])
  expect(
    (await admin.client.rpc('cancel_order', { order_id: paid.id, reason: 'Out of stock at the outlet' })).error,
  ).toBeNull()
  const paidMail = await cancelledMail(paid)
  expect(paidMail?.text).toContain('Reason: Out of stock at the outlet')
  expect(paidMail?.text).toContain(
    `You paid ${formatMoney(paid.total_amount)} by MTN Mobile Money: we will refund it to the same MTN Mobile Money within 7 days.`,
  )

  // Online and unpaid, cancelled by the customer without a reason: nothing was charged.
  const unpaid = await placeOrder(customer, 'card')
  expect((await customer.client.rpc('cancel_order', { order_id: unpaid.id })).error).toBeNull()
  const unpaidMail = await cancelledMail(unpaid)
  expect(unpaidMail?.text).toContain('No reason was given.')
  expect(unpaidMail?.text).toContain('Nothing was charged: this order had not been paid.')

  await eventually(waiting, (n) => n === 0)
  for (const order of [cash, paid, unpaid])
    expect(
      await mailsAbout(customer.email, new RegExp(`${orderNumber(order.number)} has been cancelled`)),
    ).toHaveLength(1)
})

it('back in stock: the customer who asked gets one mail when the product returns, then the request is done', async () => {
  const { rows } = await stack.db.query<{ id: string; name: string }>(
    `update public.products set stock = 0
      where id = (select id from public.products where stock > 0 order by name desc limit 1) returning id, name`,
  )
  const product = rows[0] as { id: string; name: string }
  const { error } = await customer.client.from('back_in_stock_requests').insert({ product_id: product.id })
  expect(error).toBeNull()
  await stack.db.query('update public.products set stock = 12 where id = $1', [product.id])
  const [mail] = await eventually(
    () => mailsAbout(customer.email, /back in stock/),
    (m) => m.length >= 1,
  )
  expect(mail?.subject).toBe(`${product.name} is back in stock · Kampala Meats`)
  expect(mail?.text).toContain(`Order it now: http://127.0.0.1:3000/products/${product.id}`)
  const { data } = await customer.client.from('back_in_stock_requests').select('notified_at')
  expect(data).toHaveLength(1)
  expect(data?.[0]?.notified_at).not.toBeNull()
  await stack.db.query('update public.products set stock = 0 where id = $1', [product.id])
  await stack.db.query('update public.products set stock = 3 where id = $1', [product.id])
  await eventually(waiting, (n) => n === 0)
  expect(await mailsAbout(customer.email, /back in stock/)).toHaveLength(1)
})

describe('who may wake the sender', () => {
  it.each([
    ['nobody named', {}],
    ['a wrong secret', { 'x-webhook-secret': 'not-the-secret' }],
  ])('%s: 401', async (_, headers) => {
    const response = await callFunction(stack, 'transactional-mail/dispatch', { body: {}, headers })
    expect(response.status).toBe(401)
  })

  it('a signed-in customer: 401', async () => {
    const response = await callFunction(stack, 'transactional-mail/dispatch', { body: {}, token: customer.token })
    expect(response.status).toBe(401)
  })
})
