// The admin's customers (admin_customers): every customer with their orders, what they spent and their
// last order, found by name, e-mail or a phone as it is typed in Uganda; their saved addresses on their
// page; and nobody but an admin sees any of it.
import { peopleSearchPatterns } from '@shop/shared/phone/search'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError, signUp } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World
let newcomer: Actor

interface CustomerRow {
  id: string
  full_name: string
  email: string | null
  phone: string | null
  orders: number
  total_spent: string
  last_order_at: Date | null
}

/** Customer A's history besides the world's open order (assigned, cash on delivery, UGX 55,000, now). */
const HISTORY = [
  { status: 'delivered', payment: 'paid', method: 'mtn_money', total: 89000, daysAgo: 20 },
  { status: 'delivered', payment: 'paid', method: 'cash_on_delivery', total: 62000, daysAgo: 9 },
  { status: 'processing', payment: 'paid', method: 'airtel_money', total: 30000, daysAgo: 3 },
  { status: 'pending', payment: 'pending', method: 'mtn_money', total: 45000, daysAgo: 2 },
  // The latest of all, but cancelled (and refunded): it is not an order they made, nor money they spent.
  { status: 'cancelled', payment: 'refunded', method: 'card', total: 133500, daysAgo: 0 },
] as const

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  newcomer = await signUp(t.db, 'newcomer', { full_name: 'Nora Newcomer' })
  await t.db.transaction(async (tx) => {
    await tx.query(`update public.orders set created_at = now() - interval '1 hour' where id = $1`, [w.orders.a])
    for (const o of HISTORY) {
      await tx.query(
        `insert into public.orders (user_id, outlet_id, status, payment_status, payment_method, subtotal, delivery_fee,
                                    total_amount, shipping_address, delivery_latitude, delivery_longitude, created_at,
                                    delivered_at, cancelled_at)
         values ($1, $2, $3::public.order_status, $4::public.payment_status, $5::public.payment_method, $6, 0, $6,
                 '{"full_name": "Amina Nakato"}', $7, $8, now() - make_interval(days => $9::integer),
                 case when $3 = 'delivered' then now() - make_interval(days => $9::integer) end,
                 case when $3 = 'cancelled' then now() end)`,
        [
          w.customerA.id,
          w.outlets.x,
          o.status,
          o.payment,
          o.method,
          o.total,
          PLACES.kololo.latitude,
          PLACES.kololo.longitude,
          o.daysAgo,
        ],
      )
    }
  })
})
afterAll(() => t?.close())

const customers = (actor: Actor, patterns: string[] = [], customerId: string | null = null) =>
  as(
    t.db,
    actor,
    async (tx) =>
      (
        await tx.query<CustomerRow>(
          `select id, full_name, email, phone, orders, total_spent::text, last_order_at
             from public.admin_customers($1::text[], $2::uuid) order by full_name`,
          [patterns, customerId],
        )
      ).rows,
    { rollback: true },
  )

const search = async (typed: string) => (await customers(w.admin, peopleSearchPatterns(typed))).map((c) => c.full_name)

describe('the figures of each customer come from their orders', () => {
  it('orders count every order but the cancelled ones; total spent only what was paid or delivered', async () => {
    const rows = await customers(w.admin)
    const a = rows.find((c) => c.id === w.customerA.id)
    // Delivered (89,000 + 62,000 cash at the door) and paid online while being prepared (30,000); the open
    // cash order (55,000) and the mobile-money order still waiting for its payment (45,000) are not yet spent.
    expect(a).toMatchObject({ full_name: 'Amina Nakato', phone: '+256772100200', orders: 5, total_spent: '181000.00' })
    const [opened] = await read<{ created_at: Date }>(t.db, 'select created_at from public.orders where id = $1', [
      w.orders.a,
    ])
    expect(a?.last_order_at).toEqual(opened?.created_at)
    expect(rows.find((c) => c.id === w.customerB.id)).toMatchObject({ orders: 1, total_spent: '0.00' })
  })

  it('a customer who never ordered is listed with nothing spent and no last order', async () => {
    const rows = await customers(w.admin)
    expect(rows.find((c) => c.id === newcomer.id)).toMatchObject({
      orders: 0,
      total_spent: '0.00',
      last_order_at: null,
    })
  })

  it('admins are not customers; riders have no shop profile', async () => {
    const ids = (await customers(w.admin)).map((c) => c.id)
    expect(ids).not.toContain(w.admin.id)
    expect(ids).not.toContain(w.riderR.id)
    expect(ids).toEqual(expect.arrayContaining([w.customerA.id, w.customerB.id]))
  })

  it('one customer by id, and an admin or unknown id is no customer', async () => {
    expect((await customers(w.admin, [], w.customerB.id)).map((c) => c.full_name)).toEqual(['Brian Okello'])
    expect(await customers(w.admin, [], w.admin.id)).toEqual([])
    expect(await customers(w.admin, [], '00000000-0000-4000-8000-000000000000')).toEqual([])
  })
})

describe('the search finds a customer by name, e-mail or phone as it is typed in Uganda', () => {
  it.each(['0772 100200', '0772100200', '+256772100200', '+256 772 100 200', '256772100200', '772100200', '0772 10'])(
    '"%s" finds Amina Nakato (+256772100200)',
    async (typed) => {
      expect(await search(typed)).toEqual(['Amina Nakato'])
    },
  )

  it('a name or an e-mail, in any case', async () => {
    expect(await search('amina NAKATO')).toEqual(['Amina Nakato'])
    expect(await search((w.customerB.email as string).toUpperCase())).toEqual(['Brian Okello'])
  })

  it('% and _ are taken literally, and what matches nobody finds nobody', async () => {
    expect(await search('%')).toEqual([])
    expect(await search('nobody by this name')).toEqual([])
  })

  it('at most 10 patterns of at most 254 characters, refused with KM901 before any work', async () => {
    expect(
      await pgError(
        customers(
          w.admin,
          Array.from({ length: 11 }, () => 'a'),
        ),
      ),
    ).toMatchObject({ code: 'KM901' })
    expect(await pgError(customers(w.admin, ['x'.repeat(255)]))).toMatchObject({ code: 'KM901' })
  })
})

describe('only admins see the customers', () => {
  it('a customer, an outlet employee and a rider are refused', async () => {
    for (const actor of [w.customerA, w.staffX, w.riderR]) {
      expect(await pgError(customers(actor)), actor.label).toMatchObject({ code: '42501' })
    }
  })

  it('a visitor who is not signed in cannot call it at all', async () => {
    expect(await pgError(customers(anonymous))).toMatchObject({
      code: '42501',
      message: expect.stringMatching(/permission denied/),
    })
  })

  it("an admin sees a customer's saved addresses; another customer does not", async () => {
    const addresses = (actor: Actor) =>
      as(t.db, actor, async (tx) =>
        (
          await tx.query<{ label: string }>('select label from public.customer_addresses where user_id = $1', [
            w.customerA.id,
          ])
        ).rows.map((r) => r.label),
      )
    expect(await addresses(w.admin)).toEqual(['Home'])
    expect(await addresses(w.customerB)).toEqual([])
    expect(await addresses(w.staffX)).toEqual([])
  })
})
