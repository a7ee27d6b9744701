// One order, one number (migration 20261128120000): every order has a short number, unique, given in the
// order orders are placed; the admins' and the outlet's notifications name it; the orders screen's search
// finds the order by it however a customer reads it out ("Order #10234", "#10234", "10234") and by its
// full id; nobody changes it through the API.

import { searchPatterns } from '@shop/shared/orders-screen/query-state'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { placeOrder, read } from './support/orders.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  await t.db.exec(`update public.settings set max_unconfirmed_orders = 50, max_unconfirmed_units_per_product = 500`)
})
afterAll(() => t?.close())

const newOrder = () =>
  placeOrder(t.db, w.customerA, { items: [{ product_id: w.products.beef, quantity: 1 }], method: 'cash_on_delivery' })

const search = (typed: string) =>
  as(
    t.db,
    w.admin,
    async (tx) =>
      (await tx.query<{ id: string }>('select id from public.search_orders($1::text[])', [searchPatterns(typed)])).rows,
  )

describe('every order has one number', () => {
  it('numbers are given in the order orders are placed, each once', async () => {
    const first = await newOrder()
    const second = await newOrder()
    expect(Number(second.number)).toBe(Number(first.number) + 1)
    const all = await read<{ number: string; created_at: Date }>(
      t.db,
      'select number::text, created_at from public.orders order by number',
    )
    expect(all.length).toBeGreaterThanOrEqual(4)
    expect(new Set(all.map((o) => o.number)).size).toBe(all.length)
    expect(all.map((o) => o.created_at.getTime())).toEqual(all.map((o) => o.created_at.getTime()).sort((a, b) => a - b))
    expect(all.every((o) => /^\d{5,}$/.test(o.number))).toBe(true)
  })

  it('the admins’ and the outlet’s “New order” notifications name the order by its number', async () => {
    const order = await newOrder()
    const admins = await read<{ message: string }>(
      t.db,
      'select message from public.admin_notifications where order_id = $1',
      [order.id],
    )
    const outlet = await read<{ message: string }>(
      t.db,
      'select message from public.outlet_notifications where order_id = $1',
      [order.id],
    )
    expect(admins.map((n) => n.message)).toEqual([
      expect.stringMatching(new RegExp(`^New order #${order.number} from `)),
    ])
    expect(outlet.map((n) => n.message)).toEqual([
      expect.stringMatching(new RegExp(`^New order #${order.number} from `)),
    ])
  })

  it('nobody changes an order’s number through the API, not even an admin', async () => {
    const order = await newOrder()
    for (const actor of [w.customerA, w.admin]) {
      const error = await pgError(
        as(t.db, actor, (tx) => tx.query('update public.orders set number = 1 where id = $1', [order.id]), {
          rollback: true,
        }),
      )
      expect(error.code).toBe('42501')
    }
  })
})

describe('the orders screen finds an order by the number a customer reads out, and by its id', () => {
  it.each([
    ['its number', (n: string) => n],
    ['“#” and its number', (n: string) => `#${n}`],
    ['its name in the mail', (n: string) => `Order #${n}`],
  ])('by %s', async (_, typed) => {
    const order = await newOrder()
    expect((await search(typed(String(order.number)))).map((o) => o.id)).toEqual([order.id])
  })

  it('by its full id', async () => {
    const order = await newOrder()
    expect((await search(order.id)).map((o) => o.id)).toEqual([order.id])
    expect((await search(order.id.toUpperCase())).map((o) => o.id)).toEqual([order.id])
  })
})
