// A freshly migrated database per suite: in-memory PGlite, or a new database on the test Postgres
// cluster (TEST_DATABASE_URL), chosen by TEST_DB as the vitest projects set it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createMigratedDatabase,
  createTestDatabase,
  type Database,
  type MigrationReport,
  migrate,
  migratedImage,
  openPglite,
  openPostgres,
} from './platform.ts'

export type DbKind = 'pglite' | 'postgres'
export const dbKind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** Merged over the shipped supabase/config.toml by every suite that serves the product: test-sized limits. */
export const raisedLimits = path.join(import.meta.dirname, '../raised-limits.config.toml')

/** The shop's limits on pending, unpaid orders (settings), raised for suites that place many orders. */
export const RAISED_ORDER_LIMITS =
  'update public.settings set max_unconfirmed_orders = 100, max_unconfirmed_units_per_product = 1000'

/** The repository root: its supabase/ folder is the project these tests check. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..')

export interface TestDatabase {
  db: Database
  kind: DbKind
  /** The database's URL (Postgres only), for suites that open their own connections. */
  url: string | null
  migrations: MigrationReport
  close(): Promise<void>
}

/** The project's migrations without its seed: a workdir whose supabase/ holds only migrations/. */
function migrationsOnlyWorkdir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-db-test-'))
  mkdirSync(path.join(dir, 'supabase'))
  symlinkSync(path.join(repoRoot, 'supabase', 'migrations'), path.join(dir, 'supabase', 'migrations'))
  return dir
}

export async function openTestDatabase(options: { seed?: boolean; kind?: DbKind } = {}): Promise<TestDatabase> {
  const kind = options.kind ?? dbKind
  const workdir = options.seed ? repoRoot : migrationsOnlyWorkdir()
  // Without the seed, the database starts from a copy of one already migrated (its migrate is a no-op).
  const cluster =
    kind === 'postgres'
      ? options.seed
        ? await createTestDatabase('shop')
        : await createMigratedDatabase('shop', workdir, 'shop')
      : null
  const db = cluster
    ? await openPostgres(cluster.url, 60)
    : await openPglite(null, options.seed ? undefined : await migratedImage('shop', workdir))
  try {
    const migrations = await migrate(db, workdir)
    // Suites place many orders per customer: the shop's limits on unconfirmed orders are raised here, and
    // the suites about those limits set their own (place-order.test.ts).
    if (!options.seed) await db.exec(RAISED_ORDER_LIMITS)
    return {
      db,
      kind,
      url: cluster?.url ?? null,
      migrations,
      async close() {
        await db.close()
        await cluster?.drop()
        if (!options.seed) rmSync(workdir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await db.close()
    await cluster?.drop()
    throw error
  }
}
