// A customer's order list, `orders?select=*,order_items(*)` under row-level security, on a year of
// trading (bench/admin-data.sql: 100,000 orders of 5,000 customers on top of the seed), on PGlite and on
// PostgreSQL (a fresh database of the TEST_DATABASE_URL cluster). The statement is the one PostgREST
// sends for that request (a lateral json_agg per order), run as the customer (role authenticated, their
// JWT claims) in a transaction, as the REST layer runs it. Prints p50/p95 over --runs runs after 3
// warm-up runs, whether PostgreSQL compiled it with JIT, and the plan's estimated cost.
//
//   TEST_DATABASE_URL=... npx tsx bench/customer-orders.ts [--runs 40] [--db pglite|postgres|both]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { type Actor, as } from '../tests/support/actors.ts'
import { type DbKind, openTestDatabase } from '../tests/support/database.ts'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '40' }, db: { type: 'string', default: 'both' } },
})
const RUNS = Number(values.runs)
const DATA_SQL = readFileSync(path.join(import.meta.dirname, 'admin-data.sql'), 'utf8')

// PostgREST's statement for GET /orders?select=*,order_items(*) (its lateral embedding of a to-many).
const CUSTOMER_ORDERS = `
select coalesce(json_agg(_postgrest_t), '[]') as body
  from (select "orders".*, coalesce("orders_order_items_1"."orders_order_items_1", '[]') as "order_items"
          from "public"."orders"
          left join lateral (
            select json_agg("orders_order_items_1") as "orders_order_items_1"
              from (select "order_items_1".* from "public"."order_items" as "order_items_1"
                     where "order_items_1"."order_id" = "orders"."id") as "orders_order_items_1"
          ) as "orders_order_items_1" on true) _postgrest_t`

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0

async function bench(kind: DbKind) {
  const t = await openTestDatabase({ seed: true, kind })
  try {
    await t.db.exec(DATA_SQL)
    await t.db.exec('analyze')
    const { rows } = await t.db.query<{ id: string; email: string; orders: number }>(
      `select u.id, u.email, count(o.id)::int as orders from public.users u join public.orders o on o.user_id = u.id
        where u.email = 'bench.customer4242@example.com' group by u.id, u.email`,
    )
    const row = rows[0]
    if (!row) throw new Error('the bench customer has no orders')
    const customer: Actor = { label: 'customer', id: row.id, email: row.email }
    const times: number[] = []
    let returned = 0
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now()
      const result = await as(t.db, customer, (tx) => tx.query<{ body: unknown[] }>(CUSTOMER_ORDERS))
      const ms = performance.now() - started
      returned = result.rows[0]?.body.length ?? 0
      if (i >= 3) times.push(ms)
    }
    times.sort((a, b) => a - b)
    let plan = ''
    if (kind === 'postgres') {
      const explained = await as(t.db, customer, (tx) =>
        tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${CUSTOMER_ORDERS}`),
      )
      const [top] = (explained.rows[0] as { 'QUERY PLAN': unknown })['QUERY PLAN'] as [
        { Plan: { 'Total Cost': number }; JIT?: { Functions: number; Timing: { Total: number } } },
      ]
      plan = `; estimated cost ${top.Plan['Total Cost'].toFixed(0)}, JIT ${
        top.JIT ? `on (${top.JIT.Functions} functions, ${top.JIT.Timing.Total.toFixed(0)} ms)` : 'off'
      }`
    }
    console.log(
      `${kind.padEnd(8)} ${returned} of the customer's orders: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms${plan}`,
    )
  } finally {
    await t.close()
  }
}

console.log(`A customer's order list, orders?select=*,order_items(*) under RLS, 100,000 orders (${RUNS} runs)`)
for (const kind of ['pglite', 'postgres'] as const) {
  if (values.db === 'both' || values.db === kind) await bench(kind)
}
