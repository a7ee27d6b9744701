// The admin bench: a year of trading (bench/admin-data.sql: 100,000 orders, 10,000 products, 500 riders)
// in PostgreSQL, then the admin screens' queries through supabase-js against the stand-in on that
// database, signed in as the demo admin. Prints each query's p50/p95 over --runs runs (after 3 warm-up
// runs) against its goal.
//
//   pnpm --filter @shop/supabase bench:admin [--runs 40]      # its own PostgreSQL cluster and stand-in
//   pnpm --filter @shop/supabase bench:data --db-url <url>    # only load the data set into a migrated, seeded database
//   pnpm --filter @shop/supabase bench:admin --db-url <url> --loaded   # measure a database that holds it already
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Database } from '@shop/shared/database'
import { DEMO_ANON_KEY } from '@shop/supabase-local/config/defaults'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { startScratchCluster } from '../../scripts/lib/postgres.mjs'
import { startStandIn } from '../tests/crash/support.ts'
import { repoRoot } from '../tests/support/database.ts'

const { values } = parseArgs({
  options: {
    'db-url': { type: 'string' },
    'load-only': { type: 'boolean', default: false },
    loaded: { type: 'boolean', default: false },
    runs: { type: 'string', default: '40' },
  },
})

const DATA_SQL = readFileSync(path.join(import.meta.dirname, 'admin-data.sql'), 'utf8')

/** Loads the bench data set into the database at `url` (migrated and seeded). */
export async function loadBenchData(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const started = performance.now()
    await client.query(DATA_SQL)
    const { rows } = await client.query<{ orders: string; products: string; riders: string }>(
      `select (select count(*) from public.orders) as orders, (select count(*) from public.products) as products,
              (select count(*) from public.delivery_riders) as riders`,
    )
    console.log(
      `bench data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows[0]?.orders} orders, ${rows[0]?.products} products, ${rows[0]?.riders} riders`,
    )
  } finally {
    await client.end()
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0

interface Case {
  name: string
  goalMs: number
  run(): PromiseLike<{ error: unknown }>
}

async function measure(cases: Case[], runs: number) {
  const results: { name: string; p50: number; p95: number; goal: number }[] = []
  for (const c of cases) {
    const times: number[] = []
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now()
      const { error } = await c.run()
      const ms = performance.now() - started
      if (error) throw new Error(`${c.name}: ${JSON.stringify(error)}`)
      if (i >= 3) times.push(ms)
    }
    times.sort((a, b) => a - b)
    results.push({ name: c.name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), goal: c.goalMs })
  }
  console.log(`\n${'query'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'goal'.padStart(7)}`)
  for (const r of results) {
    const verdict = r.p95 <= r.goal ? 'ok' : 'OVER'
    console.log(
      `${r.name.padEnd(52)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${`≤${r.goal}`.padStart(7)} ${verdict}`,
    )
  }
  return results
}

async function bench(url: string, runs: number) {
  const db = createClient<Database>(url, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { error } = await db.auth.signInWithPassword({ email: 'admin@example.com', password: 'demo-pass-2026' })
  if (error) throw error
  const LIST =
    'id, status, payment_status, payment_method, total_amount, created_at, shipping_address, outlet_id, outlet:outlets(id, name), rider:delivery_riders(id, full_name)'
  const page = () =>
    db
      .from('orders')
      .select(LIST, { count: 'exact' })
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(0, 19)
  // A search reads search_orders, as the orders screen does (shared/src/orders-screen/api.ts).
  const search = (...patterns: string[]) =>
    db
      .rpc('search_orders', { patterns }, { count: 'exact' })
      .select(LIST)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(0, 19)
  // The admin dashboard's four reads, as mf-admin/src/features/dashboard/api/dashboard.ts makes them.
  const summary = () =>
    db
      .from('dashboard_summary')
      .select('total_revenue, total_orders, total_customers, average_order_value, pending_orders')
      .single()
  const trend = () =>
    db.from('daily_revenue').select('day, orders, revenue').order('day', { ascending: false }).limit(7)
  const best = () => db.from('top_products').select('product_id, name, units_sold').limit(5)
  const lowStock = () =>
    db
      .from('products')
      .select('id, name, stock', { count: 'exact' })
      .lt('stock', 10)
      .is('withdrawn_at', null)
      .order('stock')
      .order('name')
      .limit(5)
  const { data: oldest, error: oldestError } = await db
    .from('orders')
    .select('number')
    .order('created_at')
    .limit(1)
    .single()
  if (oldestError) throw oldestError
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  return measure(
    [
      { name: 'orders: first page with its count', goalMs: 150, run: () => page() },
      {
        name: 'orders: search "nakato" (name), first page + count',
        goalMs: 150,
        run: () => search('nakato'),
      },
      {
        name: 'orders: search a phone "0771000123", first page + count',
        goalMs: 150,
        run: () => search('0771000123', '771000123'),
      },
      {
        name: 'orders: search an order number, first page + count',
        goalMs: 150,
        run: () => search(String(oldest.number)),
      },
      {
        name: 'orders: search an e-mail, first page + count',
        goalMs: 150,
        run: () => search('bench.customer4242@'),
      },
      {
        name: 'orders: status processing, first page + count',
        goalMs: 150,
        run: () => page().eq('status', 'processing'),
      },
      {
        name: 'orders: status delivered, first page + count',
        goalMs: 150,
        run: () => page().eq('status', 'delivered'),
      },
      { name: 'dashboard: dashboard_summary', goalMs: 200, run: () => summary() },
      { name: 'dashboard: daily_revenue, last 7 days', goalMs: 200, run: () => trend() },
      { name: 'dashboard: top_products, first 5', goalMs: 200, run: () => best() },
      { name: 'dashboard: low stock, first 5 + count', goalMs: 200, run: () => lowStock() },
      {
        name: 'dashboard: all four at once (the page)',
        goalMs: 200,
        run: async () => ({
          error: (await Promise.all([summary(), trend(), best(), lowStock()])).find((r) => r.error)?.error ?? null,
        }),
      },
      {
        name: 'sales: a year by day (sales_by_period)',
        goalMs: 1000,
        run: () => db.rpc('sales_by_period', { start_date: yearAgo, end_date: today, period: 'day' }),
      },
      {
        name: 'sales: a year by month (sales_by_period)',
        goalMs: 1000,
        run: () => db.rpc('sales_by_period', { start_date: yearAgo, end_date: today, period: 'month' }),
      },
      // The sales report (/admin/reports/sales) for a year: its four requests, as the page sends them at once.
      ...(() => {
        const year = { start_date: yearAgo, end_date: today }
        const report = {
          category: () => db.rpc('sales_by_category', year),
          payment: () => db.rpc('sales_by_payment_method', year),
          outlet: () => db.rpc('sales_by_outlet', year),
        }
        return [
          { name: 'report: a year by category (sales_by_category)', goalMs: 1000, run: report.category },
          { name: 'report: a year by payment method', goalMs: 1000, run: report.payment },
          { name: 'report: a year by outlet (sales_by_outlet)', goalMs: 1000, run: report.outlet },
          {
            name: 'report: the sales report for a year (all at once)',
            goalMs: 1000,
            run: async () => {
              const answers = await Promise.all([
                db.rpc('sales_by_period', { ...year, period: 'day' }),
                report.category(),
                report.payment(),
                report.outlet(),
              ])
              return { error: answers.find((a) => a.error)?.error ?? null }
            },
          },
          {
            name: 'report: inventory by outlet + low stock',
            goalMs: 1000,
            run: async () => {
              const answers = await Promise.all([db.rpc('inventory_by_outlet'), db.rpc('low_stock_by_outlet')])
              return { error: answers.find((a) => a.error)?.error ?? null }
            },
          },
        ]
      })(),
    ],
    runs,
  )
}

if (import.meta.main) {
  if (values['load-only']) {
    if (!values['db-url']) throw new Error('--load-only needs --db-url <postgres url of a migrated, seeded database>')
    await loadBenchData(values['db-url'])
  } else {
    const cluster = values['db-url'] ? null : await startScratchCluster('admin-bench')
    const dbUrl = values['db-url'] ?? cluster?.url() ?? ''
    const dataDir = mkdtempSync(path.join(repoRoot, '.data', 'admin-bench-'))
    const standIn = await startStandIn({ dataDir, dbUrl })
    try {
      if (!values.loaded) await loadBenchData(dbUrl)
      console.log(`stand-in ${standIn.url} over ${dbUrl}`)
      await bench(standIn.url, Number(values.runs))
    } finally {
      await standIn.stop()
      cluster?.remove()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
