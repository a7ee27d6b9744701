// Embedded Postgres (PGlite, WASM). One connection: PGlite serialises transactions itself.
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import type { Database, QueryResult } from './types.ts'

type PgliteResult = { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] }

function toResult<Row>(result: PgliteResult): QueryResult<Row> {
  return { rows: result.rows as Row[], rowCount: result.affectedRows || result.rows.length, fields: result.fields }
}

/** Opens PGlite with its data in `dataDir` (created when missing), or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({ dataDir: dataDir ?? undefined, extensions: { pgcrypto, uuid_ossp } })
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
  }
}
