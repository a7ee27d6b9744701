// Tables a service creates for itself on first use (the mail outbox, the Pesapal sandbox), with
// idempotent DDL run at most once per process.
import { type Database, isPgError } from './types.ts'

/**
 * A function that runs `sql` (idempotent DDL) once and answers the same promise after; a failure is
 * forgotten, so the next call tries again.
 */
export function lazySchema(db: Database, sql: string): () => Promise<void> {
  let ready: Promise<void> | null = null
  return () => {
    ready ??= db.exec(sql).catch(async (error) => {
      // Another process created the same objects at the same moment: the second attempt finds them.
      if (isPgError(error) && (error.code === '23505' || error.code === '42P07')) return db.exec(sql)
      ready = null
      throw error
    })
    return ready
  }
}
