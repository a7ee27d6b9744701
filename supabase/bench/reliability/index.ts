// The stand-in's reliability benchmark, on embedded PGlite and on PostgreSQL 15 (TEST_DATABASE_URL):
// place_order load at 1/8/32 clients, malformed bursts, memory after bursts of large bodies, a mixed
// soak with realtime, and kill -9 while customers order with an audit of what was acknowledged. Prints
// each part's table (Markdown, as the README keeps them) with the load average beside it.
//
// Run: pnpm --filter @shop/supabase bench:reliability [--quick] [--db pglite|postgres|both]
//        [--load-seconds 20] [--malformed 1000] [--bursts 2] [--burst-count 100] [--soak-minutes 5]
//        [--soak-customers 24] [--kills 3] [--orders-per-kill 100] [--parts load,malformed,memory,soak,crash]
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { killWhileOrdering } from './crash.ts'
import { CustomerPool } from './customers.ts'
import { connectInspector } from './inspector.ts'
import { placeOrderLoad } from './load.ts'
import { malformedBurst } from './malformed.ts'
import { burstMemory } from './memory.ts'
import { mixedSoak } from './soak.ts'
import { type BenchStandIn, benchStandIn, DATABASE_NAMES, type DatabaseKind } from './stand-in.ts'

const FULL = {
  'load-seconds': 20,
  malformed: 1000,
  bursts: 2,
  'burst-count': 100,
  'soak-minutes': 5,
  'soak-customers': 24,
  kills: 3,
  'orders-per-kill': 100,
}
const QUICK: typeof FULL = {
  'load-seconds': 3,
  malformed: 100,
  bursts: 1,
  'burst-count': 10,
  'soak-minutes': 0.5,
  'soak-customers': 8,
  kills: 1,
  'orders-per-kill': 20,
}
const PARTS = ['load', 'malformed', 'memory', 'soak', 'crash'] as const
const LOAD_CLIENTS = [1, 8, 32]
const CRASH_CLIENTS = 16
const IDLE_SECONDS = { full: 30, quick: 3 }

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    db: { type: 'string', default: 'both' },
    parts: { type: 'string', default: PARTS.join(',') },
    ...Object.fromEntries(Object.keys(FULL).map((name) => [name, { type: 'string' as const }])),
  },
})
const defaults = values.quick ? QUICK : FULL
const param = (name: keyof typeof FULL) => Number((values as Record<string, unknown>)[name] ?? defaults[name])
const databases: DatabaseKind[] = values.db === 'both' ? ['pglite', 'postgres'] : [values.db as DatabaseKind]
const parts = new Set(values.parts.split(','))

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`
const ms = (n: number) => n.toFixed(0)
const mib = (n: number | undefined) => (n === undefined ? '' : n.toFixed(0))
const table = (head: string[], rows: (string | number)[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')

let defects = 0
const expectNone = (what: string, n: number) => {
  if (n > 0) {
    defects++
    console.log(`DEFECT: ${n} ${what}`)
  }
}

async function loadPart(standIn: BenchStandIn, pool: CustomerPool) {
  const rows: (string | number)[][] = []
  for (const clients of LOAD_CLIENTS) {
    const r = await placeOrderLoad(standIn.url, pool, clients, standIn.products, param('load-seconds'))
    rows.push([r.clients, r.orders, r.perSecond.toFixed(1), ms(r.p50), ms(r.p95), r.failed, r.serverErrors, load()])
    expectNone(`5xx answers to place_order at ${clients} clients`, r.serverErrors)
  }
  console.log(`\n### place_order load, ${param('load-seconds')} s per level\n`)
  console.log(table(['clients', 'orders', 'orders/s', 'p50 ms', 'p95 ms', 'not placed', '5xx', 'load average'], rows))
}

async function malformedPart(standIn: BenchStandIn, pool: CustomerPool) {
  const customer = await pool.take()
  const malformed = await malformedBurst(standIn.url, customer, standIn.products[0] as string, param('malformed'))
  pool.release(customer)
  console.log(`\n### ${malformed.count} malformed requests, 8 at a time (${load()})\n`)
  console.log(
    table(
      ['status', 'count'],
      [...malformed.statuses].sort(([a], [b]) => a - b),
    ),
  )
  console.log(`\n5xx: ${malformed.serverErrors}; no answer: ${malformed.unanswered}`)
  if (malformed.failing.length) console.log(`failing kinds: ${malformed.failing.join(', ')}`)
  expectNone('5xx answers or unanswered malformed requests', malformed.serverErrors + malformed.unanswered)
}

async function memoryPart(standIn: BenchStandIn) {
  const pid = standIn.current.process.pid as number
  const inspector = await connectInspector(pid, standIn.current.output)
  try {
    const memory = await burstMemory(standIn.url, pid, inspector, {
      bursts: param('bursts'),
      count: param('burst-count'),
      concurrency: 8,
      idleSeconds: values.quick ? IDLE_SECONDS.quick : IDLE_SECONDS.full,
    })
    const statuses = [...memory.statuses].map(([status, n]) => `${n} × ${status}`).join(', ')
    console.log(
      `\n### Memory (MiB) over ${param('bursts')} bursts of ${param('burst-count')} × 5 MB and ${param('burst-count')} × 1,000,000-character bodies (${statuses}; ${load()})\n`,
    )
    console.log(
      table(
        ['stage', 'RSS', 'V8 heap', 'V8 heap used', 'other buffers', 'WebAssembly memory'],
        memory.stages.map((s) => [
          s.stage,
          mib(s.rssMiB),
          mib(s.heapTotalMiB),
          mib(s.heapUsedMiB),
          mib(s.externalMiB === undefined ? undefined : s.externalMiB - (s.wasmMiB ?? 0)),
          mib(s.wasmMiB),
        ]),
      ),
    )
    expectNone('5xx or unanswered large bodies', [...memory.statuses].filter(([s]) => s >= 500 || s === 0).length)
  } finally {
    inspector.close()
  }
}

async function soakPart(standIn: BenchStandIn, pool: CustomerPool) {
  const soak = await mixedSoak(standIn.url, pool, param('soak-customers'), standIn.products, param('soak-minutes'))
  console.log(`\n### Mixed soak: ${soak.customers} customers for ${soak.minutes} min (${load()})\n`)
  console.log(
    table(
      ['request', 'count', 'p50 ms', 'p95 ms', '5xx'],
      soak.kinds.map((k) => [k.kind, k.count, ms(k.p50), ms(k.p95), k.serverErrors]),
    ),
  )
  console.log(
    `\n5xx: ${soak.serverErrors}; no answer: ${soak.unanswered}; realtime INSERTs received: ${soak.eventsReceived} of ${soak.eventsSent} orders placed`,
  )
  if (soak.unanswered) console.log(`no answer: ${soak.unansweredWhy.join('; ')}`)
  expectNone('5xx or unanswered soak requests', soak.serverErrors + soak.unanswered)
  expectNone('orders whose realtime event never came', soak.eventsSent - soak.eventsReceived)
}

async function crashPart(standIn: BenchStandIn, pool: CustomerPool) {
  const crash = await killWhileOrdering(standIn, pool, CRASH_CLIENTS, param('kills'), param('orders-per-kill'))
  console.log(
    `\n### kill -9 while ${crash.clients} customers order: ${crash.kills} kills, one each ${param('orders-per-kill')} acknowledged orders (${load()})\n`,
  )
  console.log(
    table(
      ['acknowledged', 'asked again', 'refused', '5xx', 'missing', 'duplicated', 'not acknowledged', 'wrong stock'],
      [
        [
          crash.acknowledged,
          crash.retried,
          crash.refused,
          crash.serverErrors,
          crash.missing,
          crash.duplicated,
          crash.unacknowledged,
          crash.wrongStock,
        ],
      ],
    ),
  )
  expectNone('acknowledged orders missing', crash.missing)
  expectNone('acknowledged orders duplicated', crash.duplicated)
  expectNone('orders stored but never acknowledged', crash.unacknowledged)
  expectNone('products with wrong stock', crash.wrongStock)
  expectNone('5xx answers while ordering across kills', crash.serverErrors)
}

for (const kind of databases) {
  console.log(`\n## ${DATABASE_NAMES[kind]}${values.quick ? ' (quick)' : ''}, ${new Date().toISOString()}`)
  const standIn = await benchStandIn(kind)
  try {
    const pool = await CustomerPool.of(standIn.url)
    await pool.warm(3 * Math.max(...LOAD_CLIENTS))
    if (parts.has('load')) await loadPart(standIn, pool)
    if (parts.has('malformed')) await malformedPart(standIn, pool)
    if (parts.has('memory')) await memoryPart(standIn)
    if (parts.has('soak')) await soakPart(standIn, pool)
    if (parts.has('crash')) await crashPart(standIn, pool)
  } finally {
    await standIn.close()
  }
}

console.log(`\n${defects === 0 ? 'No defects.' : `${defects} defects (above).`} (${load()})`)
process.exitCode = defects === 0 ? 0 : 1
