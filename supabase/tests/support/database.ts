// A freshly migrated database per suite: in-memory PGlite, or a new database on the test Postgres
// cluster (TEST_DATABASE_URL), chosen by TEST_DB as the vitest projects set it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  cachedImage,
  createTestDatabase,
  type Database,
  type MigrationReport,
  migrate,
  openPglite,
  openPostgres,
} from './platform.ts'

export type DbKind = 'pglite' | 'postgres'
export const dbKind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** The repository root: its supabase/ folder is the project these tests check. */
/** Merged over the shipped supabase/config.toml by every suite that serves the product: test-sized limits. */
export const raisedLimits = path.join(import.meta.dirname, '../raised-limits.config.toml')

/** The shop's limits on pending, unpaid orders (settings), raised for suites that place many orders. */
export const RAISED_ORDER_LIMITS =
  'update public.settings set max_unconfirmed_orders = 100, max_unconfirmed_units_per_product = 1000'

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

/**
 * PGlite's migrated database, built once per set of migrations (named by their files' names and
 * contents) and copied for each suite: the migrations still run on every suite's database, as a no-op
 * that reports them applied, but not the seconds of building each one again.
 */
function migratedImage(): Promise<Blob> {
  const dir = path.join(repoRoot, 'supabase', 'migrations')
  const files = readdirSync(dir).sort()
  return cachedImage(
    'migrated',
    files.flatMap((f) => [f, readFileSync(path.join(dir, f), 'utf8')]),
    async () => {
      const workdir = migrationsOnlyWorkdir()
      const db = await openPglite(null)
      try {
        await migrate(db, workdir)
        return await db.image()
      } finally {
        await db.close()
        rmSync(workdir, { recursive: true, force: true })
      }
    },
  )
}

export async function openTestDatabase(options: { seed?: boolean; kind?: DbKind } = {}): Promise<TestDatabase> {
  const kind = options.kind ?? dbKind
  const workdir = options.seed ? repoRoot : migrationsOnlyWorkdir()
  const cluster = kind === 'postgres' ? await createTestDatabase('shop') : null
  const db = cluster
    ? await openPostgres(cluster.url, 60)
    : await openPglite(null, options.seed ? undefined : await migratedImage())
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
