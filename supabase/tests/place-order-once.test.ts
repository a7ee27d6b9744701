// An order is placed once per Place order attempt. The answer to place_order can be lost after the order
// committed; the checkout then asks again with the attempt's request id, and must land on that order:
// no second order, no stock taken twice, no second notification, whatever happened to the order since.
// A request id is the attempt of one account: another account sending it is refused and told nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { placeOrder, read, transition } from './support/orders.ts'
import { codeOf } from './support/refusals.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.exec(`update public.products set stock = 50;
                   update public.settings set max_unconfirmed_orders = 2, max_unconfirmed_units_per_product = 10`)
  // Each case starts with no order waiting, so the limits on unconfirmed orders do not get in the way.
  await t.db.exec(`update public.orders set status = 'cancelled', cancelled_at = now() where status = 'pending'`)
})

const stockOf = async (id: string) =>
  (await read<{ stock: number }>(t.db, 'select stock from public.products where id = $1', [id]))[0]?.stock
const count = async (sql: string, params: unknown[]) =>
  Number((await read<{ n: string }>(t.db, `select count(*) as n from (${sql}) rows`, params))[0]?.n)
const ordersOf = (userId: string | null) => count('select 1 from public.orders where user_id = $1', [userId])
const notesOf = (orderId: string) => count('select 1 from public.admin_notifications where order_id = $1', [orderId])

describe('place_order sent again with the same request id answers the same order', () => {
  it('the same id twice: one order, the same row both times, stock taken once, the admins told once', async () => {
    const requestId = randomUUID()
    const before = await stockOf(w.products.beef)
    const orders = await ordersOf(w.customerA.id)
    const request = { items: [{ product_id: w.products.beef, quantity: 2 }], requestId }
    const first = await placeOrder(t.db, w.customerA, request)
    const again = await placeOrder(t.db, w.customerA, request)

    expect(again).toEqual(first)
    expect(await ordersOf(w.customerA.id)).toBe(orders + 1)
    expect(await stockOf(w.products.beef)).toBe((before as number) - 2)
    expect(await notesOf(first.id)).toBe(1)
  })

  it('a resend after the order was paid, then cancelled, answers that order as it is now, and places nothing', async () => {
    const requestId = randomUUID()
    const request = { items: [{ product_id: w.products.beef, quantity: 1 }], method: 'card' as const, requestId }
    const first = await placeOrder(t.db, w.customerA, request)
    await t.db.query(`select public.set_order_payment_status($1, 'paid')`, [first.id])
    const paid = await placeOrder(t.db, w.customerA, request)
    expect([paid.id, paid.payment_status]).toEqual([first.id, 'paid'])

    await transition(t.db, w.admin, 'cancel_order', first.id, 'Customer called to cancel')
    const orders = await ordersOf(w.customerA.id)
    const stock = await stockOf(w.products.beef)
    const cancelled = await placeOrder(t.db, w.customerA, request)
    expect([cancelled.id, cancelled.status]).toEqual([first.id, 'cancelled'])
    expect(await ordersOf(w.customerA.id)).toBe(orders)
    expect(await stockOf(w.products.beef)).toBe(stock)
  })

  it('a resend is answered even when the customer may place no more orders now (the limit of unconfirmed orders)', async () => {
    await t.db.exec('update public.settings set max_unconfirmed_orders = 1')
    const requestId = randomUUID()
    const request = { items: [{ product_id: w.products.beef, quantity: 1 }], requestId }
    const first = await placeOrder(t.db, w.customerA, request)
    const again = await placeOrder(t.db, w.customerA, request)
    expect(again.id).toBe(first.id)
    // A new attempt is still held to the limit.
    const refused = await pgError(placeOrder(t.db, w.customerA, { ...request, requestId: randomUUID() }))
    expect(refused.code).toBe(codeOf('too_many_unconfirmed_orders'))
  })

  it('the same id with a different cart answers the original order, unchanged, and takes no stock', async () => {
    const requestId = randomUUID()
    const first = await placeOrder(t.db, w.customerA, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      requestId,
    })
    const beef = await stockOf(w.products.beef)
    const sausages = await stockOf(w.products.sausages)
    const orders = await ordersOf(w.customerA.id)
    const again = await placeOrder(t.db, w.customerA, {
      items: [{ product_id: w.products.sausages, quantity: 3 }],
      requestId,
    })
    expect(again).toEqual(first)
    const lines = await read(t.db, 'select product_id, quantity from public.order_items where order_id = $1', [
      first.id,
    ])
    expect(lines).toEqual([{ product_id: w.products.beef, quantity: 1 }])
    expect([await stockOf(w.products.beef), await stockOf(w.products.sausages)]).toEqual([beef, sausages])
    expect(await ordersOf(w.customerA.id)).toBe(orders)
  })

  it('a refused attempt places nothing and keeps nothing: the same id places the order once the cart is right', async () => {
    await t.db.exec(`update public.products set stock = 1 where id = '${w.products.beef}'`)
    const requestId = randomUUID()
    const refused = await pgError(
      placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 2 }], requestId }),
    )
    expect(refused.code).toBe(codeOf('insufficient_stock'))
    const placed = await placeOrder(t.db, w.customerA, {
      items: [{ product_id: w.products.beef, quantity: 1 }],
      requestId,
    })
    expect(placed.status).toBe('pending')
    expect(await stockOf(w.products.beef)).toBe(0)
  })

  it('different ids, or none, are different orders', async () => {
    const request = { items: [{ product_id: w.products.beef, quantity: 1 }] }
    const orders = await ordersOf(w.customerA.id)
    const a = await placeOrder(t.db, w.customerA, { ...request, requestId: randomUUID() })
    const b = await placeOrder(t.db, w.customerA, { ...request, requestId: randomUUID() })
    expect(a.id).not.toBe(b.id)
    await transition(t.db, w.customerA, 'cancel_order', a.id, 'Changed my mind')
    const c = await placeOrder(t.db, w.customerA, request)
    expect(new Set([a.id, b.id, c.id]).size).toBe(3)
    expect(await ordersOf(w.customerA.id)).toBe(orders + 3)
  })
})

describe('a request id used by another account', () => {
  it('is refused (KM022) with nothing of the first order in the error, and places nothing for the second account', async () => {
    const requestId = randomUUID()
    const request = { items: [{ product_id: w.products.beef, quantity: 1 }], requestId }
    const amina = await placeOrder(t.db, w.customerA, request)
    const brianOrders = await ordersOf(w.customerB.id)
    const stock = await stockOf(w.products.beef)

    const refused = await pgError(placeOrder(t.db, w.customerB, request))
    expect(refused.code).toBe(codeOf('request_id_taken'))
    // What the caller is told: the message, detail and hint (what PostgREST passes on).
    const said = JSON.stringify([refused.message, refused.detail, refused.hint])
    for (const secret of [amina.id, amina.id.slice(-6), w.customerA.id, 'Amina', amina.total_amount]) {
      expect(said).not.toContain(secret)
    }
    expect(await ordersOf(w.customerB.id)).toBe(brianOrders)
    expect(await stockOf(w.products.beef)).toBe(stock)
    // Amina's own resend still answers her order.
    expect((await placeOrder(t.db, w.customerA, request)).id).toBe(amina.id)
  })

  it('the table of request ids is not readable or writable over the API', async () => {
    const grants = await read<{ grantee: string }>(
      t.db,
      `select grantee from information_schema.role_table_grants
        where table_schema = 'private' and table_name = 'order_requests'
          and grantee in ('anon', 'authenticated', 'public')`,
    )
    expect(grants).toEqual([])
  })
})
