// The admin's outlets: orders keep their outlet (an outlet with orders is deactivated, never deleted),
// an outlet's location lies in Uganda, and each outlet's sales are the admin's to read — from the
// orders themselves, nobody else's. Run as PostgREST would set each caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import type { Tx } from './support/platform.ts'
import { codeOf, failureCode } from './support/refusals.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
})
afterAll(() => t?.close())

const inTx = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) => as(t.db, actor, fn, { rollback: true })

interface SalesRow {
  outlet_id: string
  order_count: number
  revenue: string
  orders_30_days: number
  revenue_30_days: string
  growth_rate: string | null
}
const sales = (tx: Tx) => tx.query<SalesRow>('select * from public.admin_outlet_sales()').then((r) => r.rows)

describe('an outlet with orders keeps them', () => {
  it('the admin’s delete of an outlet with orders is refused (23503)', async () => {
    const code = await inTx(w.admin, (tx) =>
      failureCode(tx.query('delete from public.outlets where id = $1', [w.outlets.x])),
    )
    expect(code).toBe('23503')
  })

  it('the admin deactivates it instead, and its orders still name it', async () => {
    const kept = await inTx(w.admin, async (tx) => {
      await tx.query('update public.outlets set is_active = false where id = $1', [w.outlets.x])
      const { rows } = await tx.query<{ outlet_id: string; is_active: boolean }>(
        `select o.outlet_id, ol.is_active from public.orders o join public.outlets ol on ol.id = o.outlet_id
          where o.id = $1`,
        [w.orders.a],
      )
      return rows[0]
    })
    expect(kept).toEqual({ outlet_id: w.outlets.x, is_active: false })
  })

  it('an outlet that never took an order is deleted, with its shelf', async () => {
    const left = await inTx(w.admin, async (tx) => {
      await tx.query(
        `insert into public.outlet_products (outlet_id, product_id, outlet_price, stock, min_stock, max_stock)
         values ($1, $2, 24000, 3, 5, 40)`,
        [w.outlets.closed, w.products.beef],
      )
      await tx.query('delete from public.outlets where id = $1', [w.outlets.closed])
      const { rows } = await tx.query<{ outlets: number; shelf: number }>(
        `select (select count(*)::int from public.outlets where id = $1) as outlets,
                (select count(*)::int from public.outlet_products where outlet_id = $1) as shelf`,
        [w.outlets.closed],
      )
      return rows[0]
    })
    expect(left).toEqual({ outlets: 0, shelf: 0 })
  })
})

describe('an outlet’s location is in Uganda', () => {
  const add = (tx: Tx, place: { latitude: number; longitude: number } | null) =>
    tx.query(
      `insert into public.outlets (name, phone, opening_hours, manager_name, latitude, longitude)
       values ('Outlet Z', '+256414111111', 'Mon-Sat: 8:00 AM - 6:00 PM', 'Zed', $1, $2)`,
      [place?.latitude ?? null, place?.longitude ?? null],
    )

  it('an outlet in Kololo is added', async () => {
    expect(await inTx(w.admin, (tx) => failureCode(add(tx, PLACES.kololo)))).toBeNull()
  })

  it('an outlet in Kisumu (Kenya) is refused with outlet_outside_uganda', async () => {
    const error = await inTx(w.admin, (tx) => pgError(add(tx, PLACES.kisumu)))
    expect(error.code).toBe(codeOf('outlet_outside_uganda'))
  })

  it('moving an outlet out of Uganda is refused too', async () => {
    const error = await inTx(w.admin, (tx) =>
      pgError(
        tx.query('update public.outlets set latitude = $2, longitude = $3 where id = $1', [
          w.outlets.y,
          PLACES.kisumu.latitude,
          PLACES.kisumu.longitude,
        ]),
      ),
    )
    expect(error.code).toBe(codeOf('outlet_outside_uganda'))
  })

  it('an outlet with no location yet is kept (it takes no online orders until it has one)', async () => {
    expect(await inTx(w.admin, (tx) => failureCode(add(tx, null)))).toBeNull()
  })
})

describe('each outlet’s sales (admin_outlet_sales)', () => {
  it('the admin reads every outlet’s orders and revenue, from the orders placed', async () => {
    const rows = await inTx(w.admin, sales)
    const byOutlet = new Map(rows.map((row) => [row.outlet_id, row]))
    expect(byOutlet.get(w.outlets.x)).toMatchObject({
      order_count: 1,
      revenue: '55000.00',
      orders_30_days: 1,
      revenue_30_days: '55000.00',
      growth_rate: null,
    })
    expect(byOutlet.get(w.outlets.closed)).toMatchObject({ order_count: 0, revenue: '0.00', growth_rate: null })
  })

  it('cancelled orders are not sales', async () => {
    const x = await as(t.db, w.admin, async (tx) => (await sales(tx)).find((row) => row.outlet_id === w.outlets.x), {
      rollback: true,
      before: async (tx) => {
        await tx.query(`update public.orders set status = 'cancelled', cancelled_at = now() where id = $1`, [
          w.orders.a,
        ])
      },
    })
    expect(x).toMatchObject({ order_count: 0, revenue: '0.00' })
  })

  it('growth compares the last 30 days with the 30 before', async () => {
    const x = await as(t.db, w.admin, async (tx) => (await sales(tx)).find((row) => row.outlet_id === w.outlets.x), {
      rollback: true,
      before: async (tx) => {
        // The same order again, placed 40 days ago for half the amount: 55,000 now against 27,500 then.
        await tx.query(
          `insert into public.orders (user_id, outlet_id, status, payment_method, subtotal, delivery_fee, total_amount,
                                    shipping_address, delivery_latitude, delivery_longitude, created_at)
         select user_id, outlet_id, 'pending', payment_method, 22500, 5000, 27500, shipping_address,
                delivery_latitude, delivery_longitude, now() - interval '40 days'
           from public.orders where id = $1`,
          [w.orders.a],
        )
      },
    })
    expect(x).toMatchObject({ order_count: 2, revenue: '82500.00', orders_30_days: 1, growth_rate: '100.0' })
  })

  it.each([
    ['customer A', () => w.customerA],
    ['staff of outlet X', () => w.staffX],
    ['rider R', () => w.riderR],
    ['anon', () => anonymous],
  ])('%s is refused (42501)', async (_label, actor) => {
    const error = await inTx(actor(), (tx) => pgError(sales(tx)))
    expect(error.code).toBe('42501')
  })
})
