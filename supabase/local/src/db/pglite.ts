// Embedded Postgres (PGlite, WASM). One connection: PGlite serialises transactions itself.
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { freshCluster } from './pglite-images.ts'
import type { Database, QueryResult } from './types.ts'

export interface PgliteDatabase extends Database {
  /** The database's data directory as it is now, as an image a new database can start from. */
  image(): Promise<Blob>
}

type PgliteResult = { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] }

function toResult<Row>(result: PgliteResult): QueryResult<Row> {
  return { rows: result.rows as Row[], rowCount: result.affectedRows || result.rows.length, fields: result.fields }
}

/**
 * Opens PGlite with its data in `dataDir` (created when missing), or in memory when `dataDir` is null.
 * A new database starts as a fresh cluster, or as `image` (a data directory's tarball) when given.
 */
export async function openPglite(dataDir: string | null, image?: Blob): Promise<PgliteDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const extensions = { pgcrypto, uuid_ossp }
  const isNew = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'))
  const pg: PGlite = await PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions,
    loadDataDir: isNew ? (image ?? (await freshCluster(extensions))) : undefined,
  })
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return toResult<Row>(await pg.query(sql, params))
    },
    async transaction(fn, options) {
      return pg.transaction(async (tx) => {
        const value = await fn({
          query: async <Row>(sql: string, params: unknown[] = []) => toResult<Row>(await tx.query(sql, params)),
          exec: async (sql: string) => {
            await tx.exec(sql)
          },
        })
        if (options?.rollback) await tx.rollback()
        return value
      })
    },
    async exec(sql) {
      await pg.exec(sql)
    },
    async listen(channel, handler) {
      return pg.listen(channel, handler)
    },
    async close() {
      await pg.close()
    },
    image: () => pg.dumpDataDir('none'),
  }
}
