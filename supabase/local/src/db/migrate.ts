// Prepares a database the way a hosted project is prepared: the platform's schemas first, then the
// project's migrations in file-name order (each once, recorded as the Supabase CLI records them),
// then seed.sql on a fresh database.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Database } from './types.ts'

const platformDir = new URL('./platform/', import.meta.url)

/** Hosted projects run migrations and the seed with `extensions` on the search path (the database's default there). */
export const MIGRATION_SEARCH_PATH = '"$user", public, extensions'
const useHostedSearchPath = `set local search_path = ${MIGRATION_SEARCH_PATH}`

export interface MigrationReport {
  fresh: boolean
  applied: string[]
  seeded: boolean
}

export async function preparePlatform(db: Database) {
  const files = readdirSync(platformDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
  for (const file of files) await db.exec(readFileSync(new URL(file, platformDir), 'utf8'))
}

export function listMigrations(workdir: string) {
  const dir = path.join(workdir, 'supabase', 'migrations')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort()
    .map((file) => {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
      return { version: version as string, name: rest.join('_'), file: path.join(dir, file) }
    })
}

/** `seed: false` leaves seed.sql out (`gen types` needs the schema only). */
export async function migrate(
  db: Database,
  workdir: string,
  options: { seed?: boolean } = {},
): Promise<MigrationReport> {
  await preparePlatform(db)
  return applyProject(db, workdir, options)
}

/**
 * The project's part alone, on a database whose platform is already there: what `supabase db push` and
 * `supabase db reset` run on a hosted project, as its `postgres` role.
 */
export async function applyProject(
  db: Database,
  workdir: string,
  options: { seed?: boolean } = {},
): Promise<MigrationReport> {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );
    create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);`)
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  )
  const applied: string[] = []
  for (const migration of listMigrations(workdir)) {
    if (done.has(migration.version)) continue
    const sql = readFileSync(migration.file, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(useHostedSearchPath)
        await tx.exec(sql)
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        )
      })
    } catch (error) {
      throw new Error(`migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, {
        cause: error,
      })
    }
    applied.push(path.basename(migration.file))
  }
  // Like `supabase db reset`, the seed runs once on a fresh database; it is recorded so a restart keeps data.
  const seedFile = path.join(workdir, 'supabase', 'seed.sql')
  const { rowCount } = await db.query('select 1 from supabase_migrations.seed_files')
  const fresh = rowCount === 0
  let seeded = false
  if (fresh && options.seed !== false && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8')
    try {
      await db.transaction(async (tx) => {
        await tx.exec(useHostedSearchPath)
        await tx.exec(sql)
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, md5($2))', [
          'supabase/seed.sql',
          sql,
        ])
      })
    } catch (error) {
      throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error })
    }
    seeded = true
  }
  return { fresh, applied, seeded }
}
