// Opens the database the configuration names: a real Postgres when DATABASE_URL is set, else PGlite.
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { StackConfig } from '../config/index.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'
import type { Database } from './types.ts'

export async function openDatabase(
  config: Pick<StackConfig, 'databaseUrl' | 'dataDir' | 'reset' | 'pgliteImage'>,
): Promise<Database> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl)
    if (config.reset) await dropEverything(db)
    return db
  }
  const dir = path.join(config.dataDir, 'pglite')
  if (config.reset) rmSync(dir, { recursive: true, force: true })
  return openPglite(dir, config.pgliteImage ?? undefined)
}

/** `--reset` on a real Postgres: drop every non-system schema and the publication, as a fresh database. */
async function dropEverything(db: Database) {
  const { rows } = await db.query<{ nspname: string }>(
    `select nspname from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
  )
  const drops = rows.map((r) => `drop schema if exists "${r.nspname.replaceAll('"', '""')}" cascade;`).join('\n')
  await db.exec(`${drops}
    drop publication if exists supabase_realtime;
    create schema public;
    grant all on schema public to public;`)
}
