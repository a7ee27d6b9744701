// Transactional mail: the outbox rows the database queues with each change an order or a product
// goes through — one confirmation when an order is placed, one receipt when it is paid, one mail
// when its rider picks it up (out for delivery), one when it is delivered, one when it is
// cancelled, one back-in-stock mail per request — and who may see them (nobody but the sender).
// Exactly once under racing sessions: see concurrency.postgres.test.ts; the sending itself:
// functions/transactional-mail.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { placeOrder, read, transition, uploadDeliveryPhoto } from './support/orders.ts'
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
                   update public.delivery_riders set status = 'online', is_active = true where full_name <> 'Ivan Idle'`)
})

interface MailRow {
  kind: string
  recipient: string
  order_id: string | null
  request_id: string | null
  sent_at: Date | null
}
const mailsOf = (orderId: string) =>
  read<MailRow>(t.db, 'select * from public.outgoing_mails where order_id = $1 order by id', [orderId])
const kinds = async (orderId: string) => (await mailsOf(orderId)).map((m) => m.kind)

const newOrder = (customer: Actor = w.customerA, method: 'cash_on_delivery' | 'card' = 'cash_on_delivery') =>
  placeOrder(t.db, customer, { items: [{ product_id: w.products.beef, quantity: 2 }], method })

describe('order mail: one of each kind, to the customer’s own address', () => {
  it('placing an order queues its confirmation to the account’s address, in the same transaction', async () => {
    const order = await newOrder()
    expect(await mailsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'order_confirmation', recipient: w.customerA.email, sent_at: null }),
    ])
  })

  it('a placement that rolls back queues nothing', async () => {
    const before = await read<{ n: number }>(t.db, 'select count(*)::int as n from public.outgoing_mails')
    await as(
      t.db,
      w.customerA,
      (tx) =>
        tx.query(
          `select public.place_order($1::jsonb, null, '{"full_name":"A","email":"a@example.com","phone":"+256772100200"}'::jsonb,
                                     0.3356, 32.5947, null, 'cash_on_delivery')`,
          [JSON.stringify([{ product_id: w.products.beef, quantity: 1 }])],
        ),
      { rollback: true },
    )
    expect(await read(t.db, 'select count(*)::int as n from public.outgoing_mails')).toEqual(before)
  })

  it('out for delivery once, when the rider picks the order up (not when a rider is assigned), delivered once, the receipt when the rider takes the cash', async () => {
    const order = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    expect(await kinds(order.id)).toEqual(['order_confirmation'])
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    expect(await kinds(order.id)).toEqual(['order_confirmation'])
    await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    expect(await kinds(order.id)).toEqual(['order_confirmation', 'out_for_delivery'])
    await transition(t.db, w.riderR, 'confirm_pickup', order.id)
    expect(await kinds(order.id)).toEqual(['order_confirmation', 'out_for_delivery'])
    const photo = await uploadDeliveryPhoto(t.db, w.riderR, order.id)
    await transition(t.db, w.riderR, 'complete_delivery', order.id, photo)
    // Cash on delivery is paid to the rider at the door: the receipt and the delivered mail together.
    expect(await kinds(order.id)).toEqual(['order_confirmation', 'out_for_delivery', 'payment_receipt', 'delivered'])
    await transition(t.db, w.riderR, 'complete_delivery', order.id, photo).catch(() => null)
    expect(await kinds(order.id)).toHaveLength(4)
  })

  it('an order marked paid again (a replayed payment) gets one receipt', async () => {
    const order = await newOrder(w.customerB, 'card')
    await t.db.exec(`update public.orders set payment_status = 'paid' where id = '${order.id}'`)
    await t.db.exec(`update public.orders set payment_status = 'refunded' where id = '${order.id}'`)
    await t.db.exec(`update public.orders set payment_status = 'paid' where id = '${order.id}'`)
    expect(await kinds(order.id)).toEqual(['order_confirmation', 'payment_receipt'])
    expect((await mailsOf(order.id))[1]?.recipient).toBe(w.customerB.email)
  })

  it('the outlet handing the order to its rider is a pickup too: out for delivery', async () => {
    const order = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    await transition(t.db, w.admin, 'assign_rider', order.id, w.riderR.id)
    await transition(t.db, w.staffX, 'hand_to_rider', order.id)
    expect(await kinds(order.id)).toEqual(['order_confirmation', 'out_for_delivery'])
  })

  it('an order the shop cancels tells its customer once, and no other mail follows', async () => {
    const order = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', order.id)
    await transition(t.db, w.admin, 'cancel_order', order.id, 'Out of delivery area')
    expect(await mailsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'order_confirmation' }),
      expect.objectContaining({ kind: 'order_cancelled', recipient: w.customerA.email }),
    ])
    expect(await read(t.db, 'select cancellation_reason from public.orders where id = $1', [order.id])).toEqual([
      { cancellation_reason: 'Out of delivery area' },
    ])
  })

  it('a rider cancelling the delivery, and a customer cancelling their own order, are cancellations too', async () => {
    const byRider = await newOrder()
    await transition(t.db, w.staffX, 'mark_order_processing', byRider.id)
    await transition(t.db, w.admin, 'assign_rider', byRider.id, w.riderR.id)
    await transition(t.db, w.riderR, 'cancel_delivery', byRider.id, 'Customer not reachable')
    expect(await kinds(byRider.id)).toEqual(['order_confirmation', 'order_cancelled'])

    const byCustomer = await newOrder()
    await transition(t.db, w.customerA, 'cancel_order', byCustomer.id, 'Changed my mind')
    expect(await kinds(byCustomer.id)).toEqual(['order_confirmation', 'order_cancelled'])
  })
})

describe('the outbox is the sender’s alone', () => {
  it.each([
    ['a customer', () => w.customerA],
    ['an admin', () => w.admin],
    ['a visitor', () => anonymous],
  ])('%s can neither read the outbox nor claim or finish its rows', async (_, who) => {
    const actor = who()
    for (const sql of [
      'select * from public.outgoing_mails',
      'select * from public.claim_outgoing_mails(10)',
      'select public.finish_outgoing_mail(1)',
      `select public.configure_mail_dispatch('https://attacker.example/hook')`,
    ]) {
      expect(await pgError(as(t.db, actor, (tx) => tx.query(sql), { rollback: true }))).toMatchObject({
        code: '42501',
      })
    }
  })

  it('a claim takes each waiting row once; a failed send is released for a later claim, a sent one is done', async () => {
    await newOrder()
    const claim = () =>
      read<{ id: number; attempts: number }>(t.db, 'select id, attempts from public.claim_outgoing_mails(100)')
    const first = await claim()
    expect(first.length).toBeGreaterThan(0)
    expect(await claim()).toEqual([])
    const [failed, ...rest] = first
    await t.db.query('select public.finish_outgoing_mail($1, $2)', [failed?.id, 'mail provider answered 503'])
    for (const mail of rest) await t.db.query('select public.finish_outgoing_mail($1)', [mail.id])
    const again = await claim()
    expect(again).toEqual([{ id: failed?.id, attempts: 2 }])
    await t.db.query('select public.finish_outgoing_mail($1)', [failed?.id])
    expect(await read(t.db, 'select count(*)::int as n from public.outgoing_mails where sent_at is null')).toEqual([
      { n: 0 },
    ])
  })
})

describe('back in stock: a customer’s own requests, one mail each when stock returns', () => {
  const soldOut = () => w.products.soldOut
  const ask = (customer: Actor, productId = soldOut()) =>
    as(t.db, customer, (tx) =>
      tx.query<{ id: string }>('insert into public.back_in_stock_requests (product_id) values ($1) returning id', [
        productId,
      ]),
    ).then((r) => r.rows[0]?.id as string)
  const restock = (stock: number) =>
    t.db.query('update public.products set stock = $2 where id = $1', [soldOut(), stock])

  beforeEach(async () => {
    await t.db.exec('delete from public.back_in_stock_requests')
    await restock(0)
  })

  it('a customer sees only their own requests; a visitor cannot ask; nobody asks for someone else', async () => {
    await ask(w.customerA)
    await ask(w.customerB)
    const seen = await as(t.db, w.customerA, (tx) =>
      tx.query<{ user_id: string }>('select user_id from public.back_in_stock_requests'),
    )
    expect(seen.rows).toEqual([{ user_id: w.customerA.id }])
    expect(await pgError(ask(anonymous))).toMatchObject({ code: '42501' })
    expect(
      await pgError(
        as(t.db, w.customerA, (tx) =>
          tx.query('insert into public.back_in_stock_requests (user_id, product_id) values ($1, $2)', [
            w.customerB.id,
            soldOut(),
          ]),
        ),
      ),
    ).toMatchObject({ code: '42501' })
  })

  it('one open request per customer and product', async () => {
    await ask(w.customerA)
    expect(await pgError(ask(w.customerA))).toMatchObject({ code: '23505' })
  })

  it('stock back above 0 queues one mail per request and closes it; a later restock mails nobody again', async () => {
    const a = await ask(w.customerA)
    const b = await ask(w.customerB)
    await restock(5)
    const mails = await read<MailRow>(
      t.db,
      `select * from public.outgoing_mails where request_id in ($1, $2) order by recipient`,
      [a, b],
    )
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual(
      [
        ['back_in_stock', w.customerA.email],
        ['back_in_stock', w.customerB.email],
      ].sort((x, y) => (x[1] as string).localeCompare(y[1] as string)),
    )
    const requests = await read<{ notified_at: Date | null }>(
      t.db,
      'select notified_at from public.back_in_stock_requests where id in ($1, $2)',
      [a, b],
    )
    expect(requests.every((r) => r.notified_at !== null)).toBe(true)
    await restock(0)
    await restock(8)
    expect(
      await read(t.db, 'select count(*)::int as n from public.outgoing_mails where request_id in ($1, $2)', [a, b]),
    ).toEqual([{ n: 2 }])
    // A done request stays: the customer cannot delete it (its mail may still be on its way).
    const deleted = await as(t.db, w.customerA, (tx) =>
      tx.query('delete from public.back_in_stock_requests where id = $1 returning id', [a]),
    )
    expect(deleted.rows).toEqual([])
  })

  it('a change of stock that is not a return (5 → 8) mails nobody; an open request can be withdrawn', async () => {
    await restock(5)
    const a = await ask(w.customerA)
    await restock(8)
    expect(await read(t.db, 'select count(*)::int as n from public.outgoing_mails where request_id = $1', [a])).toEqual(
      [{ n: 0 }],
    )
    const deleted = await as(t.db, w.customerA, (tx) =>
      tx.query('delete from public.back_in_stock_requests where id = $1 returning id', [a]),
    )
    expect(deleted.rows).toEqual([{ id: a }])
  })
})
