// The admin dashboard's best sellers, all-time cards and revenue trend (top_products, dashboard_summary,
// daily_revenue, migration 20261126125200): an admin's come from the per-product sales and per-day totals
// the database keeps as orders are placed, cancelled and deleted; they must always be what adding up the lines and orders that
// are not cancelled gives. Anyone else's are still added up from the rows their RLS lets them see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, as } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { placeOrder, read, transition } from './support/orders.ts'
import { buildWorld, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

interface Sales {
  product_id: string | null
  units_sold: number
  revenue: string
  orders: number
}

const byProduct = (rows: Sales[]) =>
  Object.fromEntries(rows.map((r) => [r.product_id ?? 'none', [r.units_sold, Number(r.revenue), r.orders]]))

/** What adding up the lines of every order that is not cancelled gives, as the database owner. */
async function added() {
  return byProduct(
    await read<Sales>(
      t.db,
      `select oi.product_id, sum(oi.quantity)::integer as units_sold, sum(oi.line_total)::numeric(14, 2) as revenue,
              count(distinct oi.order_id)::integer as orders
         from public.order_items oi join public.orders o on o.id = oi.order_id and o.status <> 'cancelled'
        group by oi.product_id`,
    ),
  )
}

/** The all-time cards as the database owner adds them up, and as `actor` reads them. */
async function cards(actor?: Actor) {
  const sql = actor
    ? 'select total_revenue, total_orders, average_order_value from public.dashboard_summary'
    : `select coalesce(sum(total_amount), 0)::numeric(14, 2) as total_revenue, count(*)::integer as total_orders,
              coalesce(round(avg(total_amount)), 0)::numeric(14, 2) as average_order_value
         from public.orders where status <> 'cancelled'`
  return actor ? as(t.db, actor, async (tx) => (await tx.query(sql)).rows[0]) : (await read(t.db, sql))[0]
}

/** The 90-day revenue trend as the database owner adds it up (every order), and as `actor` reads it. */
async function trend(actor?: Actor) {
  if (actor) {
    return as(
      t.db,
      actor,
      async (tx) => (await tx.query('select day::text, orders, revenue from public.daily_revenue')).rows,
    )
  }
  return read(
    t.db,
    `select (d.day_start at time zone 'Africa/Kampala')::date::text as day, count(o.id)::integer as orders,
            coalesce(sum(o.total_amount), 0)::numeric(14, 2) as revenue
       from generate_series(private.local_period_start('day', 89), private.local_period_start('day'), interval '1 day') d(day_start)
       left join public.orders o
         on o.created_at >= d.day_start and o.created_at < d.day_start + interval '1 day' and o.status <> 'cancelled'
      group by d.day_start
      order by d.day_start`,
  )
}

const bestSellers = (actor: Actor) =>
  as(t.db, actor, async (tx) =>
    byProduct((await tx.query<Sales>('select product_id, units_sold, revenue, orders from public.top_products')).rows),
  )

describe('top_products and dashboard_summary: an admin’s figures are kept as orders come and go', () => {
  it('an admin sees the lines of every order that is not cancelled added up, per product', async () => {
    const sales = await bestSellers(w.admin)
    expect(sales).toEqual(await added())
    expect(await cards(w.admin)).toEqual(await cards())
    expect(await cards(w.admin)).toMatchObject({ total_orders: 2, total_revenue: '110000.00' })
    expect(await trend(w.admin)).toEqual(await trend())
    // The world's two orders: 2 units of beef fillet each.
    expect(sales[w.products.beef]).toEqual([4, 100000, 2])
  })

  it('a placed order counts at once, and stops counting when it is cancelled', async () => {
    const before = (await bestSellers(w.admin))[w.products.sausages]
    const order = await placeOrder(t.db, w.customerA, {
      items: [
        { product_id: w.products.beef, quantity: 1 },
        { product_id: w.products.sausages, quantity: 3 },
      ],
    })
    const placed = await bestSellers(w.admin)
    expect(placed).toEqual(await added())
    expect(placed[w.products.beef]?.[0]).toBe(5)
    expect(placed[w.products.sausages]?.[0]).toBe((before?.[0] ?? 0) + 3)
    expect(await cards(w.admin)).toEqual(await cards())
    expect((await cards(w.admin))?.total_orders).toBe(3)
    expect(await trend(w.admin)).toEqual(await trend())

    await transition(t.db, w.customerA, 'cancel_order', order.id, 'Changed my mind')
    const cancelled = await bestSellers(w.admin)
    expect(cancelled).toEqual(await added())
    expect(cancelled[w.products.beef]?.[0]).toBe(4)
    expect(cancelled[w.products.sausages]).toEqual(before)
    expect(await cards(w.admin)).toEqual(await cards())
    expect((await cards(w.admin))?.total_orders).toBe(2)
    expect(await trend(w.admin)).toEqual(await trend())
  })

  it('a deleted order takes its lines with it', async () => {
    const order = await placeOrder(t.db, w.customerB, { items: [{ product_id: w.products.sausages, quantity: 2 }] })
    expect((await bestSellers(w.admin))[w.products.sausages]?.[0]).toBeGreaterThanOrEqual(2)
    expect((await cards(w.admin))?.total_orders).toBe(3)
    await t.db.query('delete from public.orders where id = $1', [order.id])
    expect(await bestSellers(w.admin)).toEqual(await added())
    expect(await cards(w.admin)).toEqual(await cards())
    expect(await trend(w.admin)).toEqual(await trend())
  })

  it('outlet staff see the best sellers and cards of their own outlet’s orders only', async () => {
    // Order A came from outlet X, order B from outlet Y.
    expect((await bestSellers(w.staffX))[w.products.beef]).toEqual([2, 50000, 1])
    expect(await cards(w.staffX)).toMatchObject({ total_orders: 1, total_revenue: '55000.00' })
  })

  it('an order moving along its way, or moved to another outlet, day or total, counts once where it is now', async () => {
    const kept = () =>
      read(
        t.db,
        `select day::text, outlet_id, orders::integer, revenue::text from private.order_day_totals
          where orders > 0 order by day, outlet_id`,
      )
    const added = () =>
      read(
        t.db,
        `select (created_at at time zone 'Africa/Kampala')::date::text as day,
                coalesce(outlet_id, '00000000-0000-0000-0000-000000000000') as outlet_id,
                count(*)::integer as orders, sum(total_amount)::numeric(16, 2)::text as revenue
           from public.orders where status <> 'cancelled' group by 1, 2 order by 1, 2`,
      )
    const order = await placeOrder(t.db, w.customerB, { items: [{ product_id: w.products.beef, quantity: 1 }] })
    await transition(t.db, w.admin, 'mark_order_processing', order.id)
    expect(await kept()).toEqual(await added())
    expect(await cards(w.admin)).toEqual(await cards())
    await t.db.query(
      `update public.orders set outlet_id = $2, delivery_fee = delivery_fee + 1000, total_amount = total_amount + 1000,
              created_at = created_at - interval '2 days' where id = $1`,
      [order.id, w.outlets.y],
    )
    expect(await kept()).toEqual(await added())
    expect(await cards(w.admin)).toEqual(await cards())
    expect(await trend(w.admin)).toEqual(await trend())
  })
})
