// Migrations and the seed run with `extensions` on the search path, as a hosted project runs them: SQL
// written there with unqualified crypt(), gen_salt() and uuid_generate_v4() applies here unchanged.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../src/db/migrate.ts'
import { openPglite } from '../../src/db/pglite.ts'
import { openPostgres } from '../../src/db/postgres.ts'
import type { Database } from '../../src/db/types.ts'
import { createTestDatabase, testDb } from '../support/database.ts'

describe(`the search path of migrations and the seed (${testDb})`, () => {
  const workdir = mkdtempSync(path.join(tmpdir(), 'sl-search-path-'))
  let db: Database
  let drop = async () => {}

  beforeAll(async () => {
    mkdirSync(path.join(workdir, 'supabase', 'migrations'), { recursive: true })
    writeFileSync(
      path.join(workdir, 'supabase', 'migrations', '20240101000000_unqualified.sql'),
      `create table public.secrets (id uuid primary key default uuid_generate_v4(), hash text not null);
       create function public.hash_of(password text) returns text language sql as $$ select crypt(password, gen_salt('bf', 4)) $$;`,
    )
    writeFileSync(
      path.join(workdir, 'supabase', 'seed.sql'),
      `insert into public.secrets (hash) values (crypt('demo', gen_salt('bf', 4)));`,
    )
    if (testDb === 'postgres') {
      const database = await createTestDatabase('search_path')
      drop = database.drop
      db = await openPostgres(database.url, 2)
    } else {
      db = await openPglite(null)
    }
  })
  afterAll(async () => {
    await db?.close()
    await drop()
    rmSync(workdir, { recursive: true, force: true })
  })

  it('applies a migration and a seed that call extension functions unqualified', async () => {
    const report = await migrate(db, workdir)
    expect(report.applied).toEqual(['20240101000000_unqualified.sql'])
    expect(report.seeded).toBe(true)
    const { rows } = await db.query<{ ok: boolean }>(
      `select extensions.crypt('demo', hash) = hash as ok from public.secrets`,
    )
    expect(rows).toEqual([{ ok: true }])
  })

  it('puts extensions on the database search path for later sessions', async () => {
    const { rows } = await db.query<{ setting: string }>(
      `select array_to_string(setconfig, ',') as setting from pg_db_role_setting
       where setrole = 0 and setdatabase = (select oid from pg_database where datname = current_database())`,
    )
    expect(rows).toEqual([{ setting: 'search_path="$user", public, extensions' }])
  })
})
