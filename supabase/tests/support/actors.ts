// Acting as someone: each call runs in its own transaction with the role and JWT claims PostgREST would
// set for that caller (applyRequestSettings), so Postgres applies RLS and privileges exactly as for an
// API request. The set-up of test data runs as the database owner, like a migration or the seed.
import { randomUUID } from 'node:crypto'
import {
  applyRequestSettings,
  type Database,
  isPgError,
  loadSwitchableRoles,
  type SwitchableRoles,
  type Tx,
} from './platform.ts'

export interface Actor {
  /** How tests name them: "customer A", "rider R", ... */
  label: string
  /** The auth user id; null for an anonymous visitor. */
  id: string | null
  email: string | null
}

export const anonymous: Actor = { label: 'anon', id: null, email: null }

const switchableRoles = new WeakMap<Database, Promise<SwitchableRoles>>()

/** Runs `fn` as the actor in one transaction; committed unless `rollback` (then nothing it did remains). */
export async function as<T>(
  db: Database,
  actor: Actor,
  fn: (tx: Tx) => Promise<T>,
  options: { rollback?: boolean; before?: (tx: Tx) => Promise<void> } = {},
): Promise<T> {
  let roles = switchableRoles.get(db)
  if (!roles) {
    roles = loadSwitchableRoles(db)
    switchableRoles.set(db, roles)
  }
  const switchable = await roles
  return db.transaction(async (tx) => {
    // Set-up inside the same transaction, still as the owner (e.g. clear a row the actor would conflict with).
    await options.before?.(tx)
    const role = actor.id ? 'authenticated' : 'anon'
    const claims = actor.id ? { sub: actor.id, email: actor.email, aud: 'authenticated', role } : { role }
    await applyRequestSettings(tx, { role, claims }, switchable)
    return fn(tx)
  }, options)
}

/** Signs someone up the way Auth does: a row in auth.users (and its identity); the trigger builds the profile. */
export async function signUp(
  db: Database,
  label: string,
  metadata: Record<string, unknown> = {},
  email = `${label.replaceAll(/\W+/g, '.').toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`,
): Promise<Actor> {
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
               '{"provider":"email","providers":["email"]}', $3, now(), now())`,
      [id, email, JSON.stringify(metadata)],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $2::uuid, jsonb_build_object('sub', $1::text, 'email', $3::text), 'email', now(), now())`,
      [id, id, email],
    )
  })
  return { label, id, email }
}

/** The Postgres error a promise rejects with (fails the test when it resolves instead). */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; detail?: string; hint?: string }> {
  try {
    await promise
  } catch (error) {
    if (isPgError(error)) return error
    throw error
  }
  throw new Error('expected a database error, but the statement succeeded')
}
