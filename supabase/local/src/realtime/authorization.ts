// Realtime Authorization (private channels), as Realtime.Tenants.Authorization checks it: the
// project's RLS policies on `realtime.messages` decide, per topic, who may read (join, receive) and
// write (send broadcasts, track presence). Read: probe rows are written as the platform, then
// selected as the caller; write: a row is inserted as the caller. Both in a transaction that is
// always rolled back, with role, `realtime.topic`, `request.jwt.claims`, its `sub` and `role`, and
// `request.headers` set as Realtime sets them.
import { randomUUID } from 'node:crypto'
import type { Database, Tx } from '../db/types.ts'
import { isPgError } from '../db/types.ts'

export type Extension = 'broadcast' | 'presence'

/** `undefined` means not evaluated yet (Realtime's nil), as opposed to denied (`false`). */
export interface Policies {
  broadcast: { read?: boolean; write?: boolean }
  presence: { read?: boolean; write?: boolean }
}

export interface AuthorizationContext {
  /** The sub-topic (the channel name without `realtime:`). */
  topic: string
  claims: Record<string, unknown>
  /** The `x-` headers of the WebSocket upgrade (or the REST request). */
  headers: Record<string, string>
}

export const emptyPolicies = (): Policies => ({ broadcast: {}, presence: {} })

/** A policy that raised something other than "permission denied": Realtime's `:rls_policy_error`. */
export class PolicyError extends Error {}

async function setConnConfig(tx: Tx, context: AuthorizationContext) {
  const role = typeof context.claims.role === 'string' ? context.claims.role : ''
  const sub = typeof context.claims.sub === 'string' ? context.claims.sub : ''
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true), set_config('request.headers', $5, true)`,
    [role, context.topic, JSON.stringify(context.claims), sub, JSON.stringify(context.headers)],
  )
}

async function rolledBack<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn, { rollback: true })
  } catch (error) {
    if (error instanceof PolicyError) throw error
    throw new PolicyError(error instanceof Error ? error.message : String(error), { cause: error })
  }
}

/** Which extensions the caller may read on the topic (presence only when asked for). */
export async function readAuthorizations(
  db: Database,
  context: AuthorizationContext,
  policies: Policies,
  extensions: Extension[],
): Promise<Policies> {
  const probes = extensions.map((extension) => ({ extension, id: randomUUID() }))
  const visible = await rolledBack(db, async (tx) => {
    for (const probe of probes) {
      await tx.query('insert into realtime.messages (id, topic, extension) values ($1, $2, $3)', [
        probe.id,
        context.topic,
        probe.extension,
      ])
    }
    await setConnConfig(tx, context)
    const { rows } = await tx.query<{ id: string }>(
      'select id::text as id from realtime.messages where id = any($1::uuid[])',
      [probes.map((p) => p.id)],
    )
    return new Set(rows.map((r) => r.id))
  })
  const next: Policies = { broadcast: { ...policies.broadcast }, presence: { ...policies.presence } }
  for (const probe of probes) next[probe.extension].read = visible.has(probe.id)
  return next
}

/** Whether the caller may write broadcasts and presence on the topic. */
export async function writeAuthorizations(
  db: Database,
  context: AuthorizationContext,
  policies: Policies,
): Promise<Policies> {
  const next: Policies = { broadcast: { ...policies.broadcast }, presence: { ...policies.presence } }
  await rolledBack(db, async (tx) => {
    await setConnConfig(tx, context)
    for (const extension of ['broadcast', 'presence'] as const) {
      await tx.query('savepoint realtime_write_check')
      try {
        await tx.query('insert into realtime.messages (topic, extension) values ($1, $2)', [context.topic, extension])
        await tx.query('release savepoint realtime_write_check')
        next[extension].write = true
      } catch (error) {
        if (!isPgError(error) || error.code !== '42501') throw error
        await tx.query('rollback to savepoint realtime_write_check')
        next[extension].write = false
      }
    }
  })
  return next
}

/** The `x-` headers of a request, as Phoenix's `x_headers` connect info keeps them. */
export function xHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase().startsWith('x-') && value !== undefined) {
      kept[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
    }
  }
  return kept
}
