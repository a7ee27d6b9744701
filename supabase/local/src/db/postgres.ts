// A real Postgres through node-postgres: a pool for requests, one dedicated connection for LISTEN.
import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Database, QueryOptions, QueryResult } from './types.ts'

// Match PGlite's parsing so both databases hand the same values to the rest of the stand-in.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value)
  return Number.isSafeInteger(n) ? n : value
})

/** node-postgres prepares a named statement once per connection and reuses it after. */
function toQuery(sql: string, params: unknown[], options?: QueryOptions): pg.QueryConfig {
  if (!options?.prepare) return { text: sql, values: params }
  return { name: `s${createHash('sha1').update(sql).digest('base64url')}`, text: sql, values: params }
}

function toResult<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  }
}

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  // Connections are recycled now and then, which also bounds each one's cache of prepared statements.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, maxLifetimeSeconds: 600 })
  pool.on('error', (error) => console.error('[db] idle connection error:', error.message))
  let listener: pg.Client | null = null
  const handlers = new Map<string, Set<(payload: string) => void>>()

  async function listenerClient() {
    if (listener) return listener
    listener = new pg.Client({ connectionString: url })
    await listener.connect()
    listener.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '')
    })
    return listener
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      return toResult<Row>(await pool.query(toQuery(sql, params, options)))
    },
    async transaction(fn, options) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const value = await fn({
          query: async <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
            toResult<Row>(await client.query(toQuery(sql, params, options))),
          exec: async (sql: string) => {
            await client.query(sql)
          },
        })
        await client.query(options?.rollback ? 'rollback' : 'commit')
        return value
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async exec(sql) {
      await pool.query(sql)
    },
    async listen(channel, handler) {
      const client = await listenerClient()
      let set = handlers.get(channel)
      if (!set) {
        set = new Set()
        handlers.set(channel, set)
        await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
      set.add(handler)
      return async () => {
        set.delete(handler)
        if (set.size === 0) {
          handlers.delete(channel)
          await client.query(`unlisten ${pg.escapeIdentifier(channel)}`)
        }
      }
    },
    async close() {
      await listener?.end()
      await pool.end()
    },
  }
}
