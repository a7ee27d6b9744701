// Builds a database from the declarative schemas, as `supabase db diff` builds its shadow database: the
// platform first (the stand-in's stand-ins for roles, auth, storage, realtime), then every file that
// config.toml's `[db.migrations] schema_paths` names, in that order.
import { globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import { MIGRATION_SEARCH_PATH, preparePlatform } from '../../local/src/db/migrate.ts'
import type { Database } from '../../local/src/db/types.ts'

export const supabaseDir = path.resolve(import.meta.dirname, '../..')

/**
 * The schema files in the order they apply: each `schema_paths` entry (a path or a glob, relative to the
 * supabase/ folder) in turn, a glob's matches in file-name order, a file named twice taken once.
 */
export function listSchemaFiles(dir = supabaseDir): string[] {
  const config = parse(readFileSync(path.join(dir, 'config.toml'), 'utf8')) as {
    db?: { migrations?: { schema_paths?: string[] } }
  }
  const patterns = config.db?.migrations?.schema_paths ?? ['./schemas/*.sql']
  const files: string[] = []
  for (const pattern of patterns) {
    const matches = globSync(pattern, { cwd: dir }).sort()
    if (matches.length === 0) throw new Error(`schema_paths: nothing matches ${pattern}`)
    for (const match of matches) {
      const file = path.resolve(dir, match)
      if (!files.includes(file)) files.push(file)
    }
  }
  return files
}

/** The platform, then each schema file in its own transaction; a failing file is named in the error. */
export async function applySchemas(db: Database, dir = supabaseDir): Promise<string[]> {
  await preparePlatform(db)
  const files = listSchemaFiles(dir)
  for (const file of files) {
    try {
      await db.transaction(async (tx) => {
        await tx.exec(`set local search_path = ${MIGRATION_SEARCH_PATH}`)
        await tx.exec(readFileSync(file, 'utf8'))
      })
    } catch (error) {
      throw new Error(`schema ${path.relative(dir, file)} failed: ${(error as Error).message}`, { cause: error })
    }
  }
  return files
}
