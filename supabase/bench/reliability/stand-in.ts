// The stand-in each part of the benchmark runs against: supabase-local in a process of its own over this
// repository's migrations and seed, on embedded PGlite (a fresh data folder) or on a fresh database of
// the PostgreSQL test cluster (TEST_DATABASE_URL), with the Node inspector on for memory readings and
// the shop's limits on unconfirmed orders raised as far as they go. The products ordered get stock
// enough for every order of the run, so what is measured is the stand-in, not a refusal.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createTestDatabase } from '@shop/supabase-local/testing/database'
import { type StandIn, serviceClient, startStandIn, stockOf } from '../../tests/crash/support.ts'
import { repoRoot } from '../../tests/support/database.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL 15 (TEST_DATABASE_URL)',
}

/** The stock each product ordered gets (the six the crash tests order from). */
const STOCK = 10_000_000

export interface BenchStandIn {
  current: StandIn
  url: string
  /** The products orders are placed for. */
  products: string[]
  /** Kills it with SIGKILL (no shutdown, no flush). */
  kill9(): Promise<void>
  /** Starts it again on the same port and data, as a supervisor would after a crash. */
  restart(): Promise<void>
  close(): Promise<void>
}

export async function benchStandIn(kind: DatabaseKind): Promise<BenchStandIn> {
  mkdirSync(path.join(repoRoot, '.data'), { recursive: true })
  const dataDir = mkdtempSync(path.join(repoRoot, '.data', `reliability-${kind}-`))
  const database = kind === 'postgres' ? await createTestDatabase('reliability') : null
  const start = (port?: number) =>
    startStandIn({ dataDir, dbUrl: database?.url, port, nodeArgs: ['--inspect=127.0.0.1:0'] })
  const current = await start()
  const service = serviceClient(current.url)
  const products = [...(await stockOf(current.url)).keys()]
  const stocked = await service.from('products').update({ stock: STOCK }).in('id', products)
  if (stocked.error) throw stocked.error

  const bench: BenchStandIn = {
    current,
    url: current.url,
    products,
    kill9: () => bench.current.kill9(),
    async restart() {
      bench.current = await start(Number(new URL(bench.url).port))
    },
    async close() {
      await bench.current.stop()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return bench
}
