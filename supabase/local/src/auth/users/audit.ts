// auth.audit_log_entries as Supabase Auth writes them (models.NewAuditLogEntry).
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/types.ts'
import { NIL_UUID } from './store.ts'

export type AuditAction =
  | 'login'
  | 'logout'
  | 'user_signedup'
  | 'user_invited'
  | 'user_deleted'
  | 'user_modified'
  | 'user_recovery_requested'
  | 'user_confirmation_requested'
  | 'user_repeated_signup'
  | 'user_updated_password'
  | 'token_revoked'
  | 'token_refreshed'

const LOG_TYPES: Record<AuditAction, string> = {
  login: 'account',
  logout: 'account',
  user_signedup: 'team',
  user_invited: 'team',
  user_deleted: 'team',
  token_revoked: 'token',
  token_refreshed: 'token',
  user_modified: 'user',
  user_recovery_requested: 'user',
  user_confirmation_requested: 'user',
  user_repeated_signup: 'user',
  user_updated_password: 'user',
}

export interface Actor {
  id: string
  email: string
  phone: string
  is_sso_user?: boolean
  raw_user_meta_data?: Record<string, unknown>
}

/** The admin "user" GoTrue logs for service_role requests: the role stands in for id and e-mail. */
export const adminActor = (role: string): Actor => ({ id: NIL_UUID, email: role, phone: '' })

export async function audit(
  q: Queryable,
  actor: Actor,
  action: AuditAction,
  traits?: Record<string, unknown>,
  ipAddress = '',
) {
  const payload: Record<string, unknown> = {
    actor_id: actor.id,
    actor_via_sso: actor.is_sso_user ?? false,
    actor_username: actor.phone || actor.email,
    action,
    log_type: LOG_TYPES[action],
  }
  const name = actor.raw_user_meta_data?.full_name
  if (name !== undefined) payload.actor_name = name
  if (traits) payload.traits = traits
  await q.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ($1, $2, $3::json, now(), $4)`,
    [NIL_UUID, randomUUID(), JSON.stringify(payload), ipAddress],
  )
}
