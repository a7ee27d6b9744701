// The admin's reports (migration 20261126120000): sales of a period of Kampala days by category, payment
// method and outlet, and stock value and low stock by outlet, on a small shop whose figures are known.
// Only admins may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, anonymous, as, pgError } from './support/actors.ts'
import { openTestDatabase, type TestDatabase } from './support/database.ts'
import { buildWorld, PLACES, type World } from './support/world.ts'

let t: TestDatabase
let w: World
let uncategorised: string

beforeAll(async () => {
  t = await openTestDatabase()
  w = await buildWorld(t.db)
  await t.db.transaction(async (tx) => {
    uncategorised = (
      await tx.query<{ id: string }>(
        `insert into public.products (name, description, price, stock) values ('Chicken wings 1 kg', 'Test product', 12000, 40) returning id`,
      )
    ).rows[0]?.id as string
    // March 2026 in Kampala (UTC+3). Each order: [created_at, payment method, outlet, status, lines].
    const orders: [string, string, string, string, [string, number, number][]][] = [
      // 00:30 on 1 March in Kampala is still 28 February in UTC: it counts on 1 March.
      ['2026-03-01 00:30+03', 'cash_on_delivery', w.outlets.x, 'processing', [[w.products.beef, 2, 25000]]],
      // Cancelled: in no figure.
      ['2026-03-02 12:00+03', 'card', w.outlets.x, 'cancelled', [[w.products.beef, 4, 25000]]],
      [
        '2026-03-31 23:59+03',
        'mtn_money',
        w.outlets.y,
        'processing',
        [
          [w.products.beef, 1, 25000],
          [uncategorised, 3, 12000],
        ],
      ],
      ['2026-03-31 20:00+03', 'mtn_money', w.outlets.y, 'processing', [[w.products.sausages, 2, 15000]]],
      // 1 April in Kampala (still 31 March in UTC until 21:00): outside March.
      ['2026-04-01 00:00+03', 'cash_on_delivery', w.outlets.x, 'processing', [[w.products.beef, 1, 25000]]],
      // 28 February in Kampala.
      ['2026-02-28 23:59+03', 'card', w.outlets.y, 'processing', [[w.products.beef, 1, 25000]]],
    ]
    for (const [createdAt, method, outlet, status, lines] of orders) {
      const subtotal = lines.reduce((sum, [, quantity, price]) => sum + quantity * price, 0)
      const fee = subtotal >= 100000 ? 0 : 5000
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.orders (user_id, outlet_id, status, payment_method, subtotal, delivery_fee, total_amount,
                                    shipping_address, delivery_latitude, delivery_longitude, created_at, cancelled_at)
         values ($1, $2, $3::public.order_status, $4::public.payment_method, $5, $6, $7, '{"full_name": "Amina Nakato"}', $8, $9,
                 $10::timestamptz, case when $3::public.order_status = 'cancelled' then $10::timestamptz end)
         returning id`,
        [
          w.customerA.id,
          outlet,
          status,
          method,
          subtotal,
          fee,
          subtotal + fee,
          PLACES.kololo.latitude,
          PLACES.kololo.longitude,
          createdAt,
        ],
      )
      for (const [product, quantity, price] of lines) {
        await tx.query(
          `insert into public.order_items (order_id, product_id, product_name, quantity, price, created_at)
           values ($1, $2, (select name from public.products where id = $2), $3, $4, $5)`,
          [rows[0]?.id, product, quantity, price, createdAt],
        )
      }
    }
    // Outlet X also carries sausages (3 left, minimum 5) and the sold-out goat leg (minimum 2).
    await tx.query(
      `insert into public.outlet_products (outlet_id, product_id, outlet_price, stock, min_stock, max_stock)
       values ($1, $2, 16000, 3, 5, 30), ($1, $3, 50000, 0, 2, 10)`,
      [w.outlets.x, w.products.sausages, w.products.soldOut],
    )
  })
})
afterAll(() => t?.close())

const MARCH = ['2026-03-01', '2026-03-31'] as const

function report<T>(actor: Actor, sql: string, params: unknown[] = []): Promise<T[]> {
  return as(t.db, actor, async (tx) => (await tx.query<T>(sql, params)).rows)
}

/** numeric columns come back as text: compare figures as numbers. */
const figures = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) =>
        typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? [key, Number(value)] : [key, value],
      ),
    ),
  )

describe('sales of a period, in Kampala days, orders not cancelled', () => {
  it('by payment method: orders, revenue and average order value', async () => {
    const rows = await report<Record<string, unknown>>(
      w.admin,
      'select * from public.sales_by_payment_method($1, $2)',
      [...MARCH],
    )
    // mtn_money: 25,000 + 36,000 + the 5,000 fee, and 30,000 + 5,000.
    expect(figures(rows)).toEqual([
      { payment_method: 'mtn_money', orders: 2, revenue: 66000 + 35000, average_order_value: 50500 },
      { payment_method: 'cash_on_delivery', orders: 1, revenue: 55000, average_order_value: 55000 },
    ])
  })

  it('by outlet: orders, revenue and average order value, every outlet that sold', async () => {
    const rows = await report<Record<string, unknown>>(w.admin, 'select * from public.sales_by_outlet($1, $2)', [
      ...MARCH,
    ])
    expect(figures(rows)).toEqual([
      {
        outlet_id: w.outlets.y,
        outlet_name: 'Outlet Y Entebbe',
        orders: 2,
        revenue: 101000,
        average_order_value: 50500,
      },
      {
        outlet_id: w.outlets.x,
        outlet_name: 'Outlet X Nakasero',
        orders: 1,
        revenue: 55000,
        average_order_value: 55000,
      },
    ])
  })

  it('by category: units and the lines’ revenue, a product without a category under none', async () => {
    const rows = await report<Record<string, unknown>>(w.admin, 'select * from public.sales_by_category($1, $2)', [
      ...MARCH,
    ])
    expect(figures(rows)).toEqual([
      // Beef fillet 2 + 1 and sausages 2, all in Fresh Beef.
      { category_id: w.category, category_name: 'Fresh Beef', units: 5, revenue: 75000 + 30000 },
      { category_id: null, category_name: null, units: 3, revenue: 36000 },
    ])
  })

  it('the figures are those SQL computes from the orders of the same Kampala days', async () => {
    const [expected] = await report<{ orders: string; revenue: string }>(
      w.admin,
      `select count(*) as orders, sum(total_amount) as revenue from public.orders
        where status <> 'cancelled' and (created_at at time zone 'Africa/Kampala')::date between $1 and $2`,
      [...MARCH],
    )
    const byMethod = await report<{ orders: number; revenue: string }>(
      w.admin,
      'select orders, revenue from public.sales_by_payment_method($1, $2)',
      [...MARCH],
    )
    const byOutlet = await report<{ orders: number; revenue: string }>(
      w.admin,
      'select orders, revenue from public.sales_by_outlet($1, $2)',
      [...MARCH],
    )
    for (const rows of [byMethod, byOutlet]) {
      expect(rows.reduce((sum, r) => sum + r.orders, 0)).toBe(Number(expected?.orders))
      expect(rows.reduce((sum, r) => sum + Number(r.revenue), 0)).toBe(Number(expected?.revenue))
    }
    const [lines] = await report<{ revenue: string }>(
      w.admin,
      `select sum(oi.line_total) as revenue from public.order_items oi join public.orders o on o.id = oi.order_id
        where o.status <> 'cancelled' and (o.created_at at time zone 'Africa/Kampala')::date between $1 and $2`,
      [...MARCH],
    )
    const byCategory = await report<{ revenue: string }>(
      w.admin,
      'select revenue from public.sales_by_category($1, $2)',
      [...MARCH],
    )
    expect(byCategory.reduce((sum, r) => sum + Number(r.revenue), 0)).toBe(Number(lines?.revenue))
  })

  it('a period with no sales has no rows', async () => {
    expect(await report(w.admin, `select * from public.sales_by_outlet('2025-01-01', '2025-01-31')`)).toEqual([])
  })

  it('a period runs from its start to an end on or after it (KM721), a year at most (KM722)', async () => {
    const backwards = await pgError(report(w.admin, `select * from public.sales_by_outlet('2026-03-31', '2026-03-01')`))
    expect([backwards.code, JSON.parse(backwards.detail ?? '')]).toEqual([
      'KM721',
      { start_date: '2026-03-31', end_date: '2026-03-01' },
    ])
    expect(
      await pgError(report(w.admin, 'select * from public.sales_by_category(null, $1)', ['2026-03-01'])),
    ).toMatchObject({ code: 'KM721' })
    const tooLong = await pgError(
      report(w.admin, `select * from public.sales_by_payment_method('2025-01-01', '2026-01-02')`),
    )
    expect([tooLong.code, JSON.parse(tooLong.detail ?? '')]).toEqual(['KM722', { max_days: 366 }])
    // 366 days (a leap year) is allowed.
    await expect(report(w.admin, `select * from public.sales_by_outlet('2028-01-01', '2028-12-31')`)).resolves.toEqual(
      [],
    )
  })
})

describe('stock by outlet', () => {
  it('each outlet: products carried, units, stock value at outlet prices, low and out of stock', async () => {
    const rows = await report<Record<string, unknown>>(w.admin, 'select * from public.inventory_by_outlet()')
    expect(figures(rows)).toEqual([
      {
        outlet_id: w.outlets.closed,
        outlet_name: 'Closed outlet Mukono',
        is_active: false,
        products: 0,
        units: 0,
        stock_value: 0,
        low_stock: 0,
        out_of_stock: 0,
      },
      {
        outlet_id: w.outlets.x,
        outlet_name: 'Outlet X Nakasero',
        is_active: true,
        products: 3,
        units: 15,
        stock_value: 12 * 24000 + 3 * 16000,
        low_stock: 2,
        out_of_stock: 1,
      },
      {
        outlet_id: w.outlets.y,
        outlet_name: 'Outlet Y Entebbe',
        is_active: true,
        products: 1,
        units: 12,
        stock_value: 12 * 24000,
        low_stock: 0,
        out_of_stock: 0,
      },
    ])
  })

  it('low stock: the products at or below their minimum, emptiest first', async () => {
    const rows = await report<{ outlet_name: string; product_name: string; stock: number; min_stock: number }>(
      w.admin,
      'select outlet_name, product_name, stock, min_stock from public.low_stock_by_outlet()',
    )
    expect(rows).toEqual([
      { outlet_name: 'Outlet X Nakasero', product_name: 'Smoked goat leg', stock: 0, min_stock: 2 },
      { outlet_name: 'Outlet X Nakasero', product_name: 'Beef sausages', stock: 3, min_stock: 5 },
    ])
  })
})

describe('only admins see reports', () => {
  const calls = [
    `select * from public.sales_by_category('2026-03-01', '2026-03-31')`,
    `select * from public.sales_by_payment_method('2026-03-01', '2026-03-31')`,
    `select * from public.sales_by_outlet('2026-03-01', '2026-03-31')`,
    'select * from public.inventory_by_outlet()',
    'select * from public.low_stock_by_outlet()',
  ]
  const refused = [
    ['a customer', () => w.customerA],
    ['outlet staff', () => w.staffX],
    ['a rider', () => w.riderR],
    ['a visitor', () => anonymous],
  ] as const
  for (const [who, actor] of refused) {
    it(`${who} is refused every report (42501)`, async () => {
      for (const sql of calls) expect(await pgError(report(actor(), sql))).toMatchObject({ code: '42501' })
    })
  }
})

describe('sales by category: finished days are kept, and forgotten when their figures change', () => {
  const byCategory = async (period: readonly [string, string] = MARCH) =>
    figures(
      await report<Record<string, unknown>>(
        w.admin,
        'select category_name, units, revenue from public.sales_by_category($1, $2)',
        [...period],
      ),
    )
  const keptDays = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(
          `select count(*) as n from private.category_sales_days where day between '2026-03-01' and '2026-03-31'`,
        )
      ).rows[0]?.n,
    )
  const march15Order = async (status: 'processing' | 'cancelled') => {
    const { rows } = await t.db.query<{ id: string }>(
      `insert into public.orders (user_id, outlet_id, status, payment_method, subtotal, delivery_fee, total_amount,
                                  shipping_address, delivery_latitude, delivery_longitude, created_at, cancelled_at)
       values ($1, $2, $3::public.order_status, 'card', 50000, 5000, 55000, '{"full_name": "Amina Nakato"}', $4, $5,
               '2026-03-15 10:00+03', case when $3::public.order_status = 'cancelled' then now() end)
       returning id`,
      [w.customerA.id, w.outlets.x, status, PLACES.kololo.latitude, PLACES.kololo.longitude],
    )
    await t.db.query(
      `insert into public.order_items (order_id, product_id, product_name, quantity, price, created_at)
       values ($1, $2, 'Beef fillet', 2, 25000, '2026-03-15 10:00+03')`,
      [rows[0]?.id, w.products.beef],
    )
    return rows[0]?.id as string
  }

  it('a finished month is kept once asked for, and answers the same', async () => {
    const first = await byCategory()
    expect(await keptDays()).toBe(31)
    expect(await byCategory()).toEqual(first)
  })

  it('an order written later for a kept day counts; cancelling it takes it out again', async () => {
    const id = await march15Order('processing')
    expect(await byCategory()).toEqual([
      { category_name: 'Fresh Beef', units: 7, revenue: 155000 },
      { category_name: null, units: 3, revenue: 36000 },
    ])
    await t.db.query(`update public.orders set status = 'cancelled', cancelled_at = now() where id = $1`, [id])
    expect(await byCategory()).toEqual([
      { category_name: 'Fresh Beef', units: 5, revenue: 105000 },
      { category_name: null, units: 3, revenue: 36000 },
    ])
    await t.db.query('delete from public.orders where id = $1', [id])
    expect((await byCategory())[0]).toEqual({ category_name: 'Fresh Beef', units: 5, revenue: 105000 })
  })

  it('sales are filed under the category a product is in now (only the days it sold on are forgotten)', async () => {
    await byCategory()
    await t.db.query('update public.products set category_id = $1 where id = $2', [w.category, uncategorised])
    // The wings sold on 31 March only.
    expect(await keptDays()).toBe(30)
    try {
      expect(await byCategory()).toEqual([{ category_name: 'Fresh Beef', units: 8, revenue: 141000 }])
    } finally {
      await t.db.query('update public.products set category_id = null where id = $1', [uncategorised])
    }
    expect((await byCategory())[1]).toEqual({ category_name: null, units: 3, revenue: 36000 })
  })

  it('today is read from the orders: a period ending today has today’s sales', async () => {
    const today = (await t.db.query<{ d: string }>(`select (now() at time zone 'Africa/Kampala')::date::text as d`))
      .rows[0]?.d as string
    // The world's two orders (today): beef fillet, 2 at 25,000 each.
    expect(await byCategory([today, today])).toEqual([{ category_name: 'Fresh Beef', units: 4, revenue: 100000 }])
  })
})
