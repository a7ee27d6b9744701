// The outlet dashboard's figures on the admin bench data set: a fresh PostgreSQL database (TEST_DATABASE_URL)
// migrated and seeded, with bench/admin-data.sql's 100,000 orders loaded, then each query the dashboard makes run as
// the demo outlet manager — in a transaction with the role and JWT claims PostgREST sets, so RLS applies as in the
// portal. Prints p50 and p95 per query. Run: TEST_DATABASE_URL=postgres://... pnpm --filter @shop/supabase exec tsx
// bench/outlet-dashboard.ts [--runs 100]
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { as } from '../tests/support/actors.ts'
import { openTestDatabase } from '../tests/support/database.ts'

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 100
const benchData = path.resolve(import.meta.dirname, 'admin-data.sql')
const seedSql = readFileSync(path.resolve(import.meta.dirname, '../seed.sql'), 'utf8')
if (!process.env.TEST_DATABASE_URL)
  throw new Error('set TEST_DATABASE_URL (a PostgreSQL to create the bench database in)')
if (!existsSync(benchData)) throw new Error(`${benchData} is missing: it comes with the admin orders screen (issue 11)`)

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] as number

const t = await openTestDatabase({ kind: 'postgres' })
try {
  await t.db.transaction((tx) => tx.exec(seedSql))
  const started = performance.now()
  await t.db.exec(readFileSync(benchData, 'utf8'))
  await t.db.exec('analyze')
  console.log(`bench data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const [ruth] = (
    await t.db.query<{ id: string; outlet_id: string; orders: number }>(
      `select u.id, e.outlet_id, (select count(*)::int from public.orders o where o.outlet_id = e.outlet_id) as orders
         from auth.users u join public.outlet_employees e on e.user_id = u.id where u.email = 'outlet@example.com'`,
    )
  ).rows
  if (!ruth) throw new Error('the demo outlet manager is missing')
  const total = (await t.db.query<{ n: number }>('select count(*)::int as n from public.orders')).rows[0]?.n
  console.log(`${total} orders in all, ${ruth.orders} of them the Kololo outlet's; ${RUNS} runs of each query`)
  const manager = { label: 'Ruth', id: ruth.id, email: 'outlet@example.com' }
  const queries: Record<string, string> = {
    "today's cards (outlet_today_stats)": `select orders_today, revenue_today, pending_orders, average_order_value
       from public.outlet_today_stats where outlet_id = '${ruth.outlet_id}'`,
    'recent orders (first 5 of today)': `select o.id, o.status, o.total_amount, o.created_at, u.full_name
       from public.orders o left join public.users u on u.id = o.user_id
      where o.outlet_id = '${ruth.outlet_id}' and o.created_at >= date_trunc('day', now() at time zone 'Africa/Kampala') at time zone 'Africa/Kampala'
      order by o.created_at desc limit 5`,
    'status counts (outlet_status_counts)': 'select status, orders from public.outlet_status_counts',
    'revenue trend (outlet_daily_revenue)': 'select day, orders, revenue from public.outlet_daily_revenue order by day',
    'bell (unread outlet_notifications)': `select id, message, type, created_at, count(*) over () from public.outlet_notifications
      where outlet_id = '${ruth.outlet_id}' and not read order by created_at desc limit 5`,
  }
  const all: number[] = []
  for (const [name, sql] of Object.entries(queries)) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const begun = performance.now()
      await as(t.db, manager, (tx) => tx.query(sql), { rollback: true })
      times.push(performance.now() - begun)
    }
    all.push(...times)
    console.log(
      `${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    )
  }
  console.log(
    `${'every figure'.padEnd(40)} p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
  )
} finally {
  await t.close()
}
