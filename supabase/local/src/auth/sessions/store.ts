// auth.sessions, auth.refresh_tokens and auth.mfa_amr_claims as Supabase Auth writes them for
// sessions with "legacy" refresh tokens: one row per token, each child pointing at its parent.
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/types.ts'
import { newRefreshToken } from '../crypto.ts'
import { isoColumn, NIL_UUID } from '../users/store.ts'

export interface SessionRow {
  id: string
  user_id: string
  created_at: string
  aal: string | null
  not_after: string | null
}

export interface RefreshTokenRow {
  id: number
  token: string
  user_id: string
  revoked: boolean
  parent: string | null
  session_id: string | null
  updated_at: string
}

export interface ClientInfo {
  userAgent: string | null
  ip: string | null
}

const SESSION_COLUMNS = `s.id::text as id, s.user_id::text as user_id, ${isoColumn('s.created_at')}, s.aal::text as aal, ${isoColumn('s.not_after')}`
const TOKEN_COLUMNS = `t.id::integer as id, t.token, t.user_id, coalesce(t.revoked, false) as revoked, t.parent,
  t.session_id::text as session_id, ${isoColumn('t.updated_at')}`

/** An IP address Postgres accepts as inet, or null. */
const inet = (ip: string | null) => (ip && /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null)

export async function createSession(q: Queryable, userId: string, client: ClientInfo): Promise<string> {
  const id = randomUUID()
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [id, userId, client.userAgent || null, inet(client.ip)],
  )
  return id
}

export async function findSession(q: Queryable, id: string, forUpdate = false): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `select ${SESSION_COLUMNS} from auth.sessions s where s.id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  )
  return rows[0] ?? null
}

/** createRefreshToken: a new token for the session (a child of `parent` when rotating). */
export async function createRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken()
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [NIL_UUID, token, userId, parent, sessionId],
  )
  return token
}

export async function findRefreshToken(
  q: Queryable,
  token: string,
  forUpdate = false,
): Promise<RefreshTokenRow | null> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens t where t.token = $1${forUpdate ? ' for update' : ''}`,
    [token],
  )
  return rows[0] ?? null
}

/** FindCurrentlyActiveRefreshToken: the newest token of the session that is not revoked. */
export async function findActiveRefreshToken(q: Queryable, sessionId: string): Promise<RefreshTokenRow | null> {
  const { rows } = await q.query<RefreshTokenRow>(
    `select ${TOKEN_COLUMNS} from auth.refresh_tokens t
      where t.session_id = $1 and t.revoked is false order by t.id desc limit 1`,
    [sessionId],
  )
  return rows[0] ?? null
}

export async function revokeRefreshToken(q: Queryable, id: number) {
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [id])
}

/** RevokeTokenFamily for a token with a session: every live token of the session. */
export async function revokeSessionTokens(q: Queryable, sessionId: string) {
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  )
}

export async function deleteRefreshToken(q: Queryable, id: number) {
  await q.query('delete from auth.refresh_tokens where id = $1', [id])
}

/** After a refresh: refreshed_at (a UTC timestamp without zone), and the client's agent and address. */
export async function touchSession(q: Queryable, sessionId: string, client: ClientInfo) {
  await q.query(
    `update auth.sessions set refreshed_at = timezone('UTC', now()), updated_at = now(), user_agent = $2, ip = $3::inet
      where id = $1`,
    [sessionId, client.userAgent || null, inet(client.ip)],
  )
}

/** AddClaimToSession: one row per method, its time moved forward when used again. */
export async function addAmrClaim(q: Queryable, sessionId: string, method: string) {
  await q.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  )
}

/** CalculateAALAndAMR: the session's methods, most recent first. */
export async function sessionAmr(q: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await q.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::integer as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  return rows
}

/** models.Logout / LogoutSession / LogoutAllExceptMe: refresh tokens and claims go with the rows. */
export async function deleteSessions(
  q: Queryable,
  scope: { userId: string } | { sessionId: string } | { userId: string; except: string },
) {
  if ('except' in scope) {
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [scope.userId, scope.except])
  } else if ('sessionId' in scope) {
    await q.query('delete from auth.sessions where id = $1', [scope.sessionId])
  } else {
    await q.query('delete from auth.sessions where user_id = $1', [scope.userId])
  }
}
