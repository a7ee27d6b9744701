// Order updates by SMS: the outbox rows the database queues with each change an order goes through —
// confirmed (placed, for cash on delivery; paid, for an order paid online), picked up by its rider (with
// the rider's first name and phone), delivered, cancelled — once each, to the order's contact phone in
// E.164, never when the customer turned SMS off; and who may see them (nobody but the sender).
// The sending itself: functions/sms.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { CONTACT, placeOrder, read, transition, uploadDeliveryPhoto } from './support/orders.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.exec(`update public.products set stock = 50 where stock > 0;
                   update public.delivery_riders set status = 'online', is_active = true where full_name <> 'Ivan Idle';
                   update public.users set sms_order_updates = true`)
})

interface SmsRow {
  kind: string
  recipient: string
  rider_first_name: string | null
  rider_phone: string | null
  cancellation_reason: string | null
}
const smsOf = (orderId: string) =>
  read<SmsRow>(
    t.db,
    `select kind, recipient, rider_first_name, rider_phone, cancellation_reason
       from public.outgoing_sms where order_id = $1 order by id`,
    [orderId],
  )
const kinds = async (orderId: string) => (await smsOf(orderId)).map((m) => m.kind)

type Method = 'cash_on_delivery' | 'card' | 'mtn_money'
const newOrder = (customer: Actor = w.customerA, method: Method = 'cash_on_delivery', phone = CONTACT.phone) =>
  placeOrder(t.db, customer, {
    items: [{ product_id: w.products.beef, quantity: 2 }],
    method,
    address: { ...CONTACT, phone },
  })
const markPaid = (orderId: string) => t.db.query(`select public.set_order_payment_status($1, 'paid')`, [orderId])

async function deliver(orderId: string) {
  await transition(t.db, w.staffX, 'mark_order_processing', orderId)
  await transition(t.db, w.admin, 'assign_rider', orderId, w.riderR.id)
  await transition(t.db, w.riderR, 'confirm_pickup', orderId)
  const photo = await uploadDeliveryPhoto(t.db, w.riderR, orderId)
  await transition(t.db, w.riderR, 'complete_delivery', orderId, photo)
  return photo
}

describe('one SMS per event, to the order’s phone', () => {
  it('a cash-on-delivery order is confirmed when it is placed, to its contact phone in E.164', async () => {
    const order = await newOrder()
    expect(await smsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'order_confirmed', recipient: '+256772100200' }),
    ])
  })

  it('an order paid online is confirmed when its payment is, once however often it is marked paid', async () => {
    const order = await newOrder(w.customerB, 'mtn_money', '+256701300400')
    expect(await kinds(order.id)).toEqual([])
    await markPaid(order.id)
    await markPaid(order.id)
    await t.db.exec(`update public.orders set payment_status = 'refunded' where id = '${order.id}'`)
    await t.db.exec(`update public.orders set payment_status = 'paid' where id = '${order.id}'`)
    expect(await smsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'order_confirmed', recipient: '+256701300400' }),
    ])
  })

  it('picked up: the rider’s first name and phone; delivered once, however often the rider completes it', async () => {
    await t.db.query(`update public.delivery_riders set phone = '+256772123456' where id = $1`, [w.riderR.id])
    const order = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    expect(await kinds(order.id)).toEqual(['order_confirmed'])
    await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    await transition(t.db, w.riderR, 'complete_delivery', order.id, photo)
    await transition(t.db, w.riderR, 'complete_delivery', order.id, photo).catch(() => null)
    expect(await smsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'order_confirmed', rider_first_name: null, rider_phone: null }),
      expect.objectContaining({ kind: 'out_for_delivery', rider_first_name: 'Rashid', rider_phone: '+256772123456' }),
      expect.objectContaining({ kind: 'delivered', rider_first_name: null }),
    ])
  })

  it('a rider without a usable phone is named without one', async () => {
    await t.db.query(`update public.delivery_riders set phone = 'call the shop' where id = $1`, [w.riderR.id])
    const order = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    await transition(t.db, w.staffX, 'hand_to_rider', order.id)
    expect((await smsOf(order.id))[1]).toMatchObject({
      kind: 'out_for_delivery',
      rider_first_name: 'Rashid',
      rider_phone: null,
    })
  })

  it('a cash-on-delivery payment taken at the door is no second confirmation', async () => {
    const order = await newOrder()
    await deliver(order.id)
    expect(await kinds(order.id)).toEqual(['order_confirmed', 'out_for_delivery', 'delivered'])
  })

  it('cancelled by the shop: once, with the shop’s reason; a payment arriving afterwards confirms nothing', async () => {
    const order = await newOrder(w.customerA, 'card')
    await transition(t.db, w.admin, 'cancel_order', order.id, ' Out of delivery area ')
    await transition(t.db, w.admin, 'cancel_order', order.id, 'Again').catch(() => null)
    await markPaid(order.id)
    expect(await smsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'order_cancelled', cancellation_reason: 'Out of delivery area' }),
    ])
  })

  it('cancelled by the rider: the rider’s reason', async () => {
    const order = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    await transition(t.db, w.riderR, 'cancel_delivery', order.id, 'Customer not reachable')
    expect((await smsOf(order.id)).at(-1)).toMatchObject({
      kind: 'order_cancelled',
      cancellation_reason: 'Customer not reachable',
    })
  })

  it('cancelled by the customer: the SMS does not repeat the words they typed', async () => {
    const order = await newOrder()
    await transition(t.db, w.customerA, 'cancel_order', order.id, 'Visit evil.example to win a prize')
    expect((await smsOf(order.id)).at(-1)).toEqual(
      expect.objectContaining({ kind: 'order_cancelled', cancellation_reason: null }),
    )
  })
})

describe('no SMS where none is wanted or possible', () => {
  it('a customer who turned SMS off gets none, for any event', async () => {
    await as(t.db, w.customerA, (tx) =>
      tx.query('update public.users set sms_order_updates = false where id = $1', [w.customerA.id]),
    )
    const order = await newOrder()
    await deliver(order.id)
    const cancelled = await newOrder()
    await transition(t.db, w.admin, 'cancel_order', cancelled.id, 'Out of stock')
    expect(await kinds(order.id)).toEqual([])
    expect(await kinds(cancelled.id)).toEqual([])
    // The outbox keeps its mail as before.
    expect(
      await read(t.db, 'select count(*)::int as n from public.outgoing_mails where order_id = $1', [order.id]),
    ).toEqual([{ n: 4 }])
  })

  it.each([
    ['a phone that is not a number', 'call me'],
    ['a number not in E.164', '0772 100 200'],
    ['a number too long for E.164', '+2567721002001234'],
  ])('%s: no SMS', async (_, phone) => {
    const order = await newOrder(w.customerA, 'cash_on_delivery', phone)
    await deliver(order.id)
    expect(await kinds(order.id)).toEqual([])
  })

  it('the outbox takes E.164 numbers only, whoever writes it', async () => {
    const order = await newOrder()
    expect(
      await pgError(
        t.db.query(
          `insert into public.outgoing_sms (kind, recipient, order_id) values ('delivered', '0772100200', $1)`,
          [order.id],
        ),
      ),
    ).toMatchObject({ code: '23514' })
  })
})

describe('waking the sender', () => {
  it('a placement that queues a mail and an SMS posts one wake-up, after commit, to the mail hook', async () => {
    await t.db.query(
      `select public.configure_mail_dispatch('http://127.0.0.1:9/functions/v1/transactional-mail/dispatch')`,
    )
    const posts = async () =>
      (
        await read<{ n: number }>(
          t.db,
          `select count(*)::int as n from net.http_request_queue where url like '%/transactional-mail/dispatch'`,
        )
      )[0]?.n ?? 0
    const before = await posts()
    const order = await newOrder()
    expect(await kinds(order.id)).toEqual(['order_confirmed'])
    expect(await read(t.db, 'select kind from public.outgoing_mails where order_id = $1', [order.id])).toEqual([
      { kind: 'order_confirmation' },
    ])
    expect(await posts()).toBe(before + 1)
  })
})

describe('the SMS outbox is the sender’s alone; the choice is the customer’s own', () => {
  it.each([
    ['a customer', () => w.customerA],
    ['an admin', () => w.admin],
    ['a rider', () => w.riderR],
    ['a visitor', () => anonymous],
  ])('%s can neither read nor write the outbox, nor claim or finish its rows', async (_, who) => {
    const actor = who()
    for (const sql of [
      'select * from public.outgoing_sms',
      `insert into public.outgoing_sms (kind, recipient, order_id) values ('delivered', '+256772100200', gen_random_uuid())`,
      'select * from public.claim_outgoing_sms(10)',
      'select public.finish_outgoing_sms(1)',
    ]) {
      expect(await pgError(as(t.db, actor, (tx) => tx.query(sql), { rollback: true }))).toMatchObject({
        code: '42501',
      })
    }
  })

  it('a customer turns SMS off for themselves only', async () => {
    const changed = await as(t.db, w.customerA, (tx) =>
      tx.query('update public.users set sms_order_updates = false where id = $1 returning id', [w.customerB.id]),
    )
    expect(changed.rows).toEqual([])
    expect(await read(t.db, 'select sms_order_updates from public.users where id = $1', [w.customerB.id])).toEqual([
      { sms_order_updates: true },
    ])
  })

  const claim = () =>
    read<{ id: number; attempts: number }>(t.db, 'select id, attempts from public.claim_outgoing_sms(100)')
  /** Sends (marks sent) all that the earlier tests left waiting, so a test sees its own rows alone. */
  async function drain() {
    for (let waiting = await claim(); waiting.length; waiting = await claim())
      for (const sms of waiting) await t.db.query(`select public.finish_outgoing_sms($1)`, [sms.id])
  }

  it('a claim takes each waiting row once; a failure is released with its reason, a sent one keeps the provider’s answer', async () => {
    await drain()
    await newOrder()
    const first = await claim()
    expect(first.length).toBeGreaterThan(0)
    expect(await claim()).toEqual([])
    const [failed, ...rest] = first
    await t.db.query('select public.finish_outgoing_sms($1, $2, status => $3)', [
      failed?.id,
      'Africa’s Talking answered InsufficientBalance (405)',
      'InsufficientBalance',
    ])
    for (const sms of rest)
      await t.db.query(`select public.finish_outgoing_sms($1, null, 'ATXid_1', 'Success', 'UGX 35.0000')`, [sms.id])
    expect(await claim()).toEqual([{ id: failed?.id, attempts: 2 }])
    await t.db.query(`select public.finish_outgoing_sms($1, null, 'ATXid_2', 'Success', 'UGX 35.0000')`, [failed?.id])
    expect(
      await read(
        t.db,
        'select provider_message_id, provider_status, provider_cost, last_error from public.outgoing_sms where id = $1',
        [failed?.id],
      ),
    ).toEqual([
      { provider_message_id: 'ATXid_2', provider_status: 'Success', provider_cost: 'UGX 35.0000', last_error: null },
    ])
    expect(await read(t.db, 'select count(*)::int as n from public.outgoing_sms where sent_at is null')).toEqual([
      { n: 0 },
    ])
  })

  it('an order’s SMS are claimed in the order they were queued: “delivered” waits while “on its way” is unsent', async () => {
    await drain()
    const order = await newOrder()
    await deliver(order.id)
    const kinds = (rows: { id: number }[]) =>
      read<{ kind: string }>(t.db, 'select kind from public.outgoing_sms where id = any($1) order by id', [
        rows.map((r) => r.id),
      ]).then((found) => found.map((r) => r.kind))
    const steps: string[][] = []
    for (let waiting = await claim(); waiting.length; waiting = await claim()) {
      steps.push(await kinds(waiting))
      for (const sms of waiting) await t.db.query(`select public.finish_outgoing_sms($1)`, [sms.id])
    }
    expect(steps).toEqual([['order_confirmed'], ['out_for_delivery'], ['delivered']])
  })
})
