// One interface over the two databases the stand-in runs on: embedded PGlite and a real Postgres.

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[]
  /** Rows touched by INSERT/UPDATE/DELETE; for SELECT the number returned. */
  rowCount: number
  fields: { name: string; dataTypeID: number }[]
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on its connection (Postgres only), as PostgREST does: worth it for
   * statements that run again and again (the request settings, cached REST plans), where planning
   * costs more than executing.
   */
  prepare?: boolean
}

export interface Queryable {
  /** One statement; every value a bind parameter ($1, $2, ...). */
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>
}

export interface Tx extends Queryable {
  /** Several statements separated by semicolons, no parameters. */
  exec(sql: string): Promise<void>
}

export type NotificationHandler = (payload: string) => void

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` in one transaction: committed when it returns, rolled back when it throws
   * (or always, with `rollback: true`, as PostgREST's `Prefer: tx=rollback`).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: { rollback?: boolean }): Promise<T>
  /** Several statements separated by semicolons, no parameters, outside any transaction. */
  exec(sql: string): Promise<void>
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** A Postgres error as both drivers raise it: SQLSTATE in `code`, plus the server's fields. */
export interface PgError extends Error {
  code: string
  detail?: string
  hint?: string
  constraint?: string
}

export function isPgError(error: unknown): error is PgError {
  return (
    error instanceof Error &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code)
  )
}
