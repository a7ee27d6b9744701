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

  // The LISTEN connection. When the server goes away (a restart, a crash, a failover) it is opened again,
  // with growing pauses, and every channel listened again; until then notifications are not received.
  let reconnectDelay = 250
  let closing = false

  async function listenerClient() {
    if (listener) return listener
    const client = new pg.Client({ connectionString: url })
    const lost = (error?: Error) => {
      if (listener !== client || closing) return
      listener = null
      console.error(`[db] listening connection lost${error ? `: ${error.message}` : ''}; reconnecting`)
      setTimeout(relisten, reconnectDelay).unref()
    }
    client.on('error', lost)
    client.on('end', () => lost())
    await client.connect()
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '')
    })
    listener = client
    return client
  }

  async function relisten() {
    if (closing) return
    try {
      const client = await listenerClient()
      for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      reconnectDelay = 250
    } catch {
      listener?.end().catch(() => {})
      listener = null
      reconnectDelay = Math.min(reconnectDelay * 2, 5000)
      setTimeout(relisten, reconnectDelay).unref()
    }
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      return toResult<Row>(await pool.query(toQuery(sql, params, options)))
    },
    async transaction(fn, options) {
      const client = await pool.connect()
      // A connection lost between two statements is reported as an 'error' event, which the pool only
      // listens for while the connection is idle: without this, a database restart ends the process.
      let lost: Error | undefined
      const onLost = (error: Error) => {
        lost = error
      }
      client.on('error', onLost)
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
        client.off('error', onLost)
        client.release(lost) // a lost connection is discarded, not handed out again
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
      closing = true
      await listener?.end()
      await pool.end()
    },
  }
}
