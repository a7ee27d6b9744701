// Reads the schema cache from the database: the catalog queries in one read-only transaction with
// an empty search_path, then the pure builder.
import type { Database } from '../../db/types.ts'
import { buildSchemaCache, type CatalogRows } from './build.ts'
import {
  COMPUTED_FIELDS,
  COMPUTED_RELATIONSHIPS,
  FOREIGN_KEYS,
  PRIMARY_KEYS,
  ROLE_SETTINGS,
  ROUTINES,
  TABLES,
  VIEWS,
} from './catalog-queries.ts'
import type { SchemaCache } from './types.ts'

export async function loadSchemaCache(
  db: Database,
  api: { schemas: string[]; extraSearchPath: string[] },
): Promise<SchemaCache> {
  const rows = await db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', '', true)`)
    const items = async <T>(sql: string, params: unknown[]) =>
      (await tx.query<{ item: string }>(sql, params)).rows.map((r) => JSON.parse(r.item) as T)
    const schemas = [api.schemas]
    const withExtra = [api.schemas, api.extraSearchPath]
    const catalog: CatalogRows = {
      tables: await items(TABLES, schemas),
      foreignKeys: await items(FOREIGN_KEYS, schemas),
      primaryKeys: await items(PRIMARY_KEYS, []),
      views: await items(VIEWS, withExtra),
      routines: await items(ROUTINES, schemas),
      computedFields: await items(COMPUTED_FIELDS, withExtra),
      computedRelationships: await items(COMPUTED_RELATIONSHIPS, schemas),
      roleSettings: (await items<string[]>(ROLE_SETTINGS, []))[0] ?? [],
    }
    return catalog
  })
  return buildSchemaCache(rows, api.schemas)
}
