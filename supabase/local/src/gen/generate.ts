// `supabase-local gen types`: the TypeScript types of a database's schemas, read from a throw-away
// PGlite database migrated from the project's `supabase/migrations` (no server needed), or from the
// database at `dbUrl`.
import path from 'node:path'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { openPostgres } from '../db/postgres.ts'
import type { Database } from '../db/types.ts'
import { loadCatalog } from './load.ts'
import { buildModel } from './model.ts'
import { renderTypes } from './render.ts'

export interface GenTypesOptions {
  /** The project folder holding `supabase/migrations` (default: the current folder). */
  workdir?: string
  /** Read this database as it is instead of migrating a fresh one. */
  dbUrl?: string
  /** Schemas to generate (default: `public`). */
  schemas?: string[]
}

/** The types of an open database's schemas. */
export async function typesOfDatabase(db: Database, schemas: string[] = ['public']): Promise<string> {
  return renderTypes(buildModel(await loadCatalog(db, schemas)))
}

export async function genTypes(options: GenTypesOptions = {}): Promise<string> {
  const db = options.dbUrl ? await openPostgres(options.dbUrl, 1) : await openPglite(null)
  try {
    if (!options.dbUrl) await migrate(db, path.resolve(options.workdir ?? process.cwd()), { seed: false })
    return await typesOfDatabase(db, options.schemas)
  } finally {
    await db.close()
  }
}
