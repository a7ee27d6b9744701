// How long a fresh database takes to get ready: the migrations, then seed.sql, on PGlite and on the
// test Postgres (TEST_DATABASE_URL, if set). Prints the median of 3 runs of each.
// Run: pnpm --filter @shop/supabase bench
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { openTestDatabase } from '../tests/support/database.ts'

const seedSql = readFileSync(path.resolve(import.meta.dirname, '../seed.sql'), 'utf8')
const RUNS = 3
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

async function once(kind: 'pglite' | 'postgres') {
  const started = performance.now()
  const t = await openTestDatabase({ kind })
  const migrated = performance.now()
  await t.db.transaction((tx) => tx.exec(seedSql))
  const seeded = performance.now()
  await t.close()
  return { migrations: migrated - started, seed: seeded - migrated }
}

const kinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
console.log(`seed.sql: ${(seedSql.length / 1024).toFixed(0)} KB`)
for (const kind of kinds) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await once(kind))
  console.log(
    `${kind.padEnd(8)} migrations ${median(runs.map((r) => r.migrations)).toFixed(0)} ms, seed ${median(runs.map((r) => r.seed)).toFixed(0)} ms (median of ${RUNS})`,
  )
}
