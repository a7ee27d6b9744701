// Reads the catalog rows of the schemas to generate, in one read-only transaction. The search path is
// the one a hosted project's `postgres` role has, so that type names print as postgres-meta sees them
// (`users`, not `public.users`).
import type { Database } from '../db/types.ts'
import type { Catalog } from './catalog.ts'
import { COLUMNS, FOREIGN_KEYS, FUNCTIONS, RELATIONS, SCHEMAS, TYPES, VIEWS } from './catalog-queries.ts'

export async function loadCatalog(db: Database, schemas: string[]): Promise<Catalog> {
  return db.transaction(
    async (tx) => {
      await tx.query('set transaction read only')
      await tx.query(`select set_config('search_path', '"$user", public, extensions', true)`)
      const items = async <T>(sql: string, params: unknown[] = []) =>
        (await tx.query<{ item: string }>(sql, params)).rows.map((r) => JSON.parse(r.item) as T)
      const existing = new Set((await items<{ name: string }>(SCHEMAS, [schemas])).map((s) => s.name))
      return {
        schemas: [...new Set(schemas)].filter((s) => existing.has(s)),
        relations: await items(RELATIONS, [schemas]),
        columns: await items(COLUMNS, [schemas]),
        foreignKeys: await items(FOREIGN_KEYS),
        views: await items(VIEWS),
        functions: await items(FUNCTIONS, [schemas]),
        types: await items(TYPES),
      }
    },
    { rollback: true },
  )
}
