// The seed: the shop a visitor first sees. It loads on a fresh database (with the migrations, as
// `supabase db reset` and the local stand-in do), the demo accounts work with their roles, and the
// catalogue, outlets and 60 days of orders are there for the dashboards.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { isInUganda } from '@shop/shared/geo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHOTO_SLUGS } from '../seed/images/photos.ts'
import { type Actor, as } from './support/actors.ts'
import { openTestDatabase, repoRoot, type TestDatabase } from './support/database.ts'
import { read } from './support/orders.ts'

const DEMO_PASSWORD = 'demo-pass-2026'
let t: TestDatabase
const demo: Record<'customer' | 'admin' | 'outlet' | 'rider', Actor> = {} as never

beforeAll(async () => {
  t = await openTestDatabase({ seed: true })
  for (const role of ['customer', 'admin', 'outlet', 'rider'] as const) {
    const email = `${role}@example.com`
    const [user] = await read<{ id: string }>(t.db, 'select id from auth.users where email = $1', [email])
    demo[role] = { label: `demo ${role}`, id: user?.id ?? null, email }
  }
})
afterAll(() => t?.close())

describe('the seed loads', () => {
  it('on a fresh database, once, after every migration', () => {
    expect(t.migrations).toMatchObject({ fresh: true, seeded: true })
    expect(t.migrations.applied.length).toBeGreaterThanOrEqual(25)
  })
})

describe('the demo accounts, all with password demo-pass-2026', () => {
  it('each signs in with the demo password (bcrypt, as Auth checks it) and has an e-mail identity', async () => {
    const rows = await read<{ email: string; ok: boolean; identities: number; confirmed: boolean }>(
      t.db,
      `select u.email, u.encrypted_password = extensions.crypt($1, u.encrypted_password) as ok,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities,
              u.email_confirmed_at is not null as confirmed
         from auth.users u where u.email = any($2) order by u.email`,
      [DEMO_PASSWORD, Object.values(demo).map((a) => a.email)],
    )
    expect(rows).toEqual(
      ['admin', 'customer', 'outlet', 'rider'].map((role) => ({
        email: `${role}@example.com`,
        ok: true,
        identities: 1,
        confirmed: true,
      })),
    )
  })

  it('every seeded password is hashed at bcrypt cost 10, as sign-up hashes them (no timing tells seeded accounts apart)', async () => {
    const costs = await read<{ cost: string; users: number }>(
      t.db,
      `select substring(encrypted_password from '^\\$2[aby]\\$(\\d\\d)\\$') as cost, count(*)::int as users
         from auth.users group by 1`,
    )
    expect(costs.map((c) => c.cost)).toEqual(['10'])
  })

  it('customer@example.com is a customer, admin@example.com an admin', async () => {
    const rows = await read(t.db, 'select email, is_admin from public.users where id = any($1) order by email', [
      [demo.customer.id, demo.admin.id],
    ])
    expect(rows).toEqual([
      { email: 'admin@example.com', is_admin: true },
      { email: 'customer@example.com', is_admin: false },
    ])
  })

  it('outlet@example.com is the active manager of an outlet that takes orders', async () => {
    const rows = await read(
      t.db,
      `select r.name as role, e.is_active, o.is_active as outlet_active
         from public.outlet_employees e join public.employee_roles r on r.id = e.role_id join public.outlets o on o.id = e.outlet_id
        where e.user_id = $1`,
      [demo.outlet.id],
    )
    expect(rows).toEqual([{ role: 'Manager', is_active: true, outlet_active: true }])
  })

  it('rider@example.com is an active rider, online, with no customer profile, and a delivery waiting today', async () => {
    expect(await read(t.db, 'select 1 from public.users where id = $1', [demo.rider.id])).toEqual([])
    const [rider] = await read(
      t.db,
      'select is_active, status, vehicle_type from public.delivery_riders where id = $1',
      [demo.rider.id],
    )
    expect(rider).toEqual({ is_active: true, status: 'online', vehicle_type: 'motorcycle' })
    const waiting = await as(t.db, demo.rider, (tx) =>
      tx.query(`select id from public.orders where status in ('assigned', 'picked_up')`),
    )
    expect(waiting.rows.length).toBeGreaterThanOrEqual(1)
  })

  it('the demo customer sees their own past orders', async () => {
    const { rows } = await as(t.db, demo.customer, (tx) =>
      tx.query<{ user_id: string }>('select user_id from public.orders'),
    )
    expect(rows.length).toBeGreaterThanOrEqual(5)
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([demo.customer.id]))
  })
})

describe('the catalogue', () => {
  it('has the spec’s categories with slugs and pictures, pork among them', async () => {
    const rows = await read<{ slug: string; image_url: string }>(
      t.db,
      'select slug, image_url from public.product_categories',
    )
    expect(rows.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['sausages', 'cold-cuts', 'fresh-beef', 'pork', 'poultry', 'goat']),
    )
    for (const { image_url } of rows) expect(existsSync(generatedFile(image_url))).toBe(true)
  })

  it('has 40+ products with UGX prices and pictures: some discounted, some out of stock, some low', async () => {
    const rows = await read<{ price: number; discount_percentage: number | null; stock: number; image_urls: string[] }>(
      t.db,
      'select price::float8 as price, discount_percentage, stock, image_urls from public.products',
    )
    expect(rows.length).toBeGreaterThanOrEqual(40)
    expect(rows.filter((p) => p.discount_percentage !== null).length).toBeGreaterThanOrEqual(5)
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((p) => p.stock > 0 && p.stock <= 10).length).toBeGreaterThanOrEqual(2)
    for (const p of rows) {
      expect(p.price).toBeGreaterThanOrEqual(5000)
      // Every product has its illustration (last); the six newest a real-size photo first, made at
      // start-up by seed/images/photos.ts rather than kept in git.
      const illustration = p.image_urls.at(-1) as string
      expect(illustration).toMatch(/^product-images\/[a-z0-9-]+\.svg$/)
      expect(existsSync(generatedFile(illustration))).toBe(true)
      if (p.image_urls.length === 2) expect(p.image_urls[0]).toMatch(/^product-images\/photos\/[a-z0-9-]+\.jpg$/)
      else expect(p.image_urls).toHaveLength(1)
    }
    expect(rows.filter((p) => p.image_urls.length === 2)).toHaveLength(PHOTO_SLUGS.length)
  })

  it('ratings and reviews are there, and each product’s rating is the average of its ratings', async () => {
    const rows = await read<{ rating: number; average: number; reviews: number }>(
      t.db,
      `select p.rating::float8 as rating, coalesce(round(avg(r.rating), 2), 0)::float8 as average,
              (select count(*)::int from public.product_reviews v where v.product_id = p.id) as reviews
         from public.products p left join public.product_ratings r on r.product_id = p.id group by p.id`,
    )
    for (const p of rows) expect(p.rating).toBe(p.average)
    expect(rows.reduce((n, p) => n + p.reviews, 0)).toBeGreaterThanOrEqual(40)
  })

  it('the four coupons are valid, whatever the case', async () => {
    const rows = await read<{ code: string; percent_off: number }>(
      t.db,
      'select code, percent_off from public.coupons order by code',
    )
    expect(rows).toEqual([
      { code: 'FREESHIP', percent_off: 5 },
      { code: 'MEAT15', percent_off: 15 },
      { code: 'SUMMER20', percent_off: 20 },
      { code: 'WELCOME10', percent_off: 10 },
    ])
  })
})

describe('the outlets', () => {
  it('four or more take orders, at real places in Uganda, with hours and stock', async () => {
    const rows = await read<{ latitude: number; longitude: number; opening_hours: string; products: number }>(
      t.db,
      `select o.latitude, o.longitude, o.opening_hours,
              (select count(*)::int from public.outlet_products op where op.outlet_id = o.id) as products
         from public.outlets o where o.is_active`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const o of rows) {
      expect(isInUganda(o.latitude, o.longitude)).toBe(true)
      expect(o.opening_hours).not.toBe('')
      expect(o.products).toBeGreaterThanOrEqual(20)
    }
  })
})

describe('60 days of orders, so the dashboards have shape', () => {
  it('orders on (nearly) every one of the last 60 days, mostly delivered, some cancelled, today’s still moving', async () => {
    const [days] = await read<{ days: number }>(
      t.db,
      `select count(distinct (created_at at time zone 'Africa/Kampala')::date)::int as days from public.orders
        where created_at >= now() - interval '60 days'`,
    )
    expect(days?.days).toBeGreaterThanOrEqual(58)
    const statuses = Object.fromEntries(
      (
        await read<{ status: string; n: number }>(
          t.db,
          'select status, count(*)::int as n from public.orders group by status',
        )
      ).map((r) => [r.status, r.n]),
    )
    expect(statuses.delivered).toBeGreaterThan(600)
    expect(statuses.cancelled).toBeGreaterThan(10)
    for (const status of ['pending', 'processing', 'assigned', 'picked_up'])
      expect(statuses[status]).toBeGreaterThanOrEqual(1)
  })

  it('every order has its number, given in the order the orders were placed, from 10001', async () => {
    const [numbers] = await read<{ first: string; count: string; distinct_numbers: string; out_of_order: string }>(
      t.db,
      `select min(number)::text as first, count(*)::text as count, count(distinct number)::text as distinct_numbers,
              count(*) filter (where created_at < previous)::text as out_of_order
         from (select number, created_at, lag(created_at) over (order by number) as previous from public.orders) o`,
    )
    expect(numbers).toMatchObject({ first: '10001', out_of_order: '0' })
    expect(numbers?.distinct_numbers).toBe(numbers?.count)
  })

  it('every order’s money adds up: lines make the subtotal, delivered cash orders are paid, online ones have a payment', async () => {
    const wrong = await read(
      t.db,
      `select o.id from public.orders o
        where o.subtotal <> (select sum(i.line_total) from public.order_items i where i.order_id = o.id)
           or (o.status = 'delivered' and o.payment_status <> 'paid')
           or (o.payment_status = 'paid' and o.payment_method <> 'cash_on_delivery'
               and not exists (select 1 from public.payments p where p.order_id = o.id and p.status = 'paid'))`,
    )
    expect(wrong).toEqual([])
  })

  it('every delivery paid its rider, and each rider’s delivery count is theirs', async () => {
    const rows = await read(
      t.db,
      `select r.id from public.delivery_riders r
        where r.total_deliveries <> (select count(*) from public.rider_earnings e where e.rider_id = r.id and e.type = 'delivery')
           or r.total_deliveries <> (select count(*) from public.orders o where o.rider_id = r.id and o.status = 'delivered')`,
    )
    expect(rows).toEqual([])
  })

  it('the admin dashboard reads real figures: revenue every day of the last week, top products, unread alerts', async () => {
    const result = await as(t.db, demo.admin, async (tx) => ({
      week: (await tx.query<{ revenue: string }>('select revenue from public.daily_revenue order by day desc limit 7'))
        .rows,
      top: (await tx.query<{ units_sold: number }>('select units_sold from public.top_products limit 5')).rows,
      summary: (await tx.query<Record<string, string | number>>('select * from public.dashboard_summary')).rows[0],
      unread: (await tx.query('select id from public.admin_notifications where not read')).rows.length,
    }))
    expect(result.week).toHaveLength(7)
    for (const day of result.week) expect(Number(day.revenue)).toBeGreaterThan(0)
    expect(result.top).toHaveLength(5)
    expect(result.top[0]?.units_sold).toBeGreaterThan(50)
    expect(Number(result.summary?.total_revenue)).toBeGreaterThan(10_000_000)
    expect(Number(result.summary?.total_customers)).toBeGreaterThanOrEqual(80)
    expect(Number(result.summary?.low_stock_products)).toBeGreaterThanOrEqual(4)
    expect(result.unread).toBeGreaterThan(5)
  })

  it('the outlet manager sees today’s figures of their own outlet only', async () => {
    const { rows } = await as(t.db, demo.outlet, (tx) =>
      tx.query<{ outlet_name: string; orders_today: number }>(
        'select outlet_name, orders_today from public.outlet_today_stats',
      ),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.outlet_name).toBe('Kololo (Acacia Mall)')
    expect(rows[0]?.orders_today).toBeGreaterThanOrEqual(2)
  })

  it('the rider sees their own earnings for today, this week and this month', async () => {
    const { rows } = await as(t.db, demo.rider, (tx) =>
      tx.query<{ rider_id: string; month: string; last_month: string }>('select * from public.rider_earnings_summary'),
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.rider_id).toBe(demo.rider.id)
    expect(Number(rows[0]?.month) + Number(rows[0]?.last_month)).toBeGreaterThan(0)
  })
})

describe("the customers' histories, as the admin's customers screens show them", () => {
  it('every customer is listed, as many as the dashboard counts; most have orders and money spent', async () => {
    const result = await as(t.db, demo.admin, async (tx) => ({
      customers: (
        await tx.query<{ orders: number; total_spent: string }>(
          'select orders, total_spent from public.admin_customers()',
        )
      ).rows,
      summary: (await tx.query<{ total_customers: number }>('select total_customers from public.dashboard_summary'))
        .rows[0],
    }))
    expect(result.customers).toHaveLength(Number(result.summary?.total_customers))
    const buyers = result.customers.filter((c) => c.orders > 0 && Number(c.total_spent) > 0)
    expect(buyers.length).toBeGreaterThanOrEqual(60)
  })

  it('the demo customer has orders, money spent, her Home and Office saved, and a subscription', async () => {
    const result = await as(t.db, demo.admin, async (tx) => ({
      figures: (
        await tx.query<{ orders: number; total_spent: string; last_order_at: Date | null }>(
          'select orders, total_spent, last_order_at from public.admin_customers(customer_id => $1)',
          [demo.customer.id],
        )
      ).rows[0],
      addresses: (
        await tx.query<{ label: string }>(
          'select label from public.customer_addresses where user_id = $1 order by label',
          [demo.customer.id],
        )
      ).rows.map((a) => a.label),
      subscriptions: (
        await tx.query<{ type: string }>('select type from public.subscriptions where email = $1', [
          demo.customer.email,
        ])
      ).rows.map((s) => s.type),
    }))
    expect(result.figures?.orders).toBeGreaterThanOrEqual(5)
    expect(Number(result.figures?.total_spent)).toBeGreaterThan(200_000)
    expect(result.figures?.last_order_at).toBeInstanceOf(Date)
    expect(result.addresses).toEqual(['Home', 'Office'])
    expect(result.subscriptions).toEqual(['campaigns'])
  })
})

function generatedFile(storagePath: string) {
  return path.join(repoRoot, 'supabase', 'seed', 'generated', storagePath)
}
