// supabase/schemas is where the database is read: it must define exactly what supabase/migrations build.
// One empty database gets the migrations, another the schemas (each on the platform the stand-in
// provides), and their catalogs are compared object by object: tables, columns, constraints, indexes,
// RLS, policies, grants, functions' definitions, triggers, views, types, sequences, the publication.
// A schema edited without its migration, or a migration added without its schema change, fails here
// with the objects that differ (`pnpm --filter @shop/supabase schemas:diff <name>` writes the migration).
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applySchemas, listSchemaFiles } from '../scripts/schemas/apply.ts'
import { type Catalog, compareCatalogs, describeDifferences, readCatalog } from '../scripts/schemas/catalog.ts'
import { dbKind, repoRoot } from './support/database.ts'
import { createTestDatabase, type Database, migrate, openPglite, openPostgres } from './support/platform.ts'

async function freshDatabase() {
  if (dbKind === 'pglite') return { db: await openPglite(null), drop: async () => {} }
  const cluster = await createTestDatabase('schemas')
  return { db: await openPostgres(cluster.url, 4), drop: cluster.drop }
}

describe(`the schemas and the migrations (${dbKind})`, () => {
  const opened: { db: Database; drop: () => Promise<void> }[] = []
  let migrated: Catalog
  let declared: Catalog

  beforeAll(async () => {
    const [fromMigrations, fromSchemas] = [await freshDatabase(), await freshDatabase()]
    opened.push(fromMigrations, fromSchemas)
    await Promise.all([migrate(fromMigrations.db, repoRoot, { seed: false }), applySchemas(fromSchemas.db)])
    ;[migrated, declared] = [await readCatalog(fromMigrations.db), await readCatalog(fromSchemas.db)]
  })

  afterAll(async () => {
    for (const { db, drop } of opened) {
      await db.close()
      await drop()
    }
  })

  it('define the same database, object by object', () => {
    expect(describeDifferences(compareCatalogs(migrated, declared))).toBe('')
  })

  it('the comparison sees what the project defines, on the platform schemas too', () => {
    const kinds = (kind: string) => [...declared.keys()].filter((key) => key.startsWith(`${kind} `)).length
    expect(kinds('policy')).toBeGreaterThan(80)
    expect(kinds('function')).toBeGreaterThan(100)
    expect(declared.get('trigger auth.users on_auth_user_created')).toContain('private.create_profile_for_auth_user()')
    expect(declared.has('policy storage.objects "Catalogue images are public"')).toBe(true)
    expect(declared.get('column public.users.full_name')).toContain('authenticated:UPDATE')
    expect(declared.get('publication supabase_realtime')).toContain('public.orders')
    expect(declared.get('comment column number of table public.orders')).toContain('"Order #10234"')
  })

  it('create each function once, in the one file of its area', () => {
    const created = listSchemaFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^CREATE (OR REPLACE )?FUNCTION (\S+?)\(/gim)].map((m) => m[2]),
    )
    expect(created.filter((name, i) => created.indexOf(name) !== i)).toEqual([])
  })
})
