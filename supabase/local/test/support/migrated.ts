// Databases that start migrated. Applying the platform's schemas and a project's migrations is most of
// the seconds a suite's database takes to open, so they are applied once per set of SQL files (named by
// a hash of their names and contents) into a PGlite image or a template database on the test cluster,
// and each suite starts from a copy: its own `migrate` then finds nothing left to apply.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { listMigrations, migrate } from '../../src/db/migrate.ts'
import { openPglite } from '../../src/db/pglite.ts'
import { cachedImage } from '../../src/db/pglite-images.ts'
import { openPostgres } from '../../src/db/postgres.ts'
import { createTestDatabase, templateDatabase } from './database.ts'

const platformDir = fileURLToPath(new URL('../../src/db/platform/', import.meta.url))

/** What a migrated database holds: the platform's SQL and the project's migrations, names and contents. */
function migratedParts(workdir: string): string[] {
  const platform = readdirSync(platformDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => [f, readFileSync(`${platformDir}${f}`, 'utf8')])
  const migrations = listMigrations(workdir).flatMap((m) => [m.version, m.name, readFileSync(m.file, 'utf8')])
  return [...platform, ...migrations]
}

/**
 * The PGlite image of `workdir`'s migrations (without its seed), under `kind`: one name per project a
 * run migrates, since making an image removes the older ones of its kind.
 */
export function migratedImage(kind: string, workdir: string): Promise<Blob> {
  return cachedImage(`migrated-${kind}`, migratedParts(workdir), async () => {
    const db = await openPglite(null)
    try {
      await migrate(db, workdir, { seed: false })
      return await db.image()
    } finally {
      await db.close()
    }
  })
}

/** A new database on the test cluster holding `workdir`'s migrations (without its seed). */
export async function createMigratedDatabase(kind: string, workdir: string, prefix: string) {
  const template = () =>
    templateDatabase(kind, migratedParts(workdir), async (url) => {
      const db = await openPostgres(url)
      try {
        await migrate(db, workdir, { seed: false })
      } finally {
        await db.close()
      }
    })
  try {
    return await createTestDatabase(prefix, { template: await template() })
  } catch (error) {
    // Another checkout's run, migrating other files, dropped this template as old: build it again.
    if ((error as { code?: string }).code !== '3D000') throw error
    return createTestDatabase(prefix, { template: await template() })
  }
}
