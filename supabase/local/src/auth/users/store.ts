// Rows of auth.users and auth.identities, read and written with the column values Supabase Auth uses.
// Seed files often insert users by hand with NULLs where GoTrue writes '' (a NULL token makes GoTrue
// fail with "Database error querying schema"); this store reads both alike.
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/types.ts'

export const NIL_UUID = '00000000-0000-0000-0000-000000000000'

/** A timestamptz column as an ISO-8601 UTC string with microseconds. */
export const isoColumn = (column: string, as = column.replace(/^\w+\./, '')) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${as}`

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string
  encrypted_password: string
  email_confirmed_at: string | null
  invited_at: string | null
  confirmation_token: string
  confirmation_sent_at: string | null
  recovery_token: string
  recovery_sent_at: string | null
  email_change_token_new: string
  email_change: string
  email_change_sent_at: string | null
  email_change_token_current: string
  email_change_confirm_status: number
  last_sign_in_at: string | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: string | null
  updated_at: string | null
  phone: string
  phone_confirmed_at: string | null
  phone_change: string
  phone_change_sent_at: string | null
  confirmed_at: string | null
  banned_until: string | null
  reauthentication_sent_at: string | null
  is_sso_user: boolean
  deleted_at: string | null
  is_anonymous: boolean
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: string | null
  created_at: string | null
  updated_at: string | null
  email: string | null
}

const text = (column: string) => `coalesce(u.${column}, '') as ${column}`

export const USER_COLUMNS = [
  'u.id::text as id',
  text('aud'),
  text('role'),
  text('email'),
  text('encrypted_password'),
  isoColumn('u.email_confirmed_at'),
  isoColumn('u.invited_at'),
  text('confirmation_token'),
  isoColumn('u.confirmation_sent_at'),
  text('recovery_token'),
  isoColumn('u.recovery_sent_at'),
  text('email_change_token_new'),
  text('email_change'),
  isoColumn('u.email_change_sent_at'),
  text('email_change_token_current'),
  'coalesce(u.email_change_confirm_status, 0)::int as email_change_confirm_status',
  isoColumn('u.last_sign_in_at'),
  `coalesce(u.raw_app_meta_data, '{}'::jsonb) as raw_app_meta_data`,
  `coalesce(u.raw_user_meta_data, '{}'::jsonb) as raw_user_meta_data`,
  isoColumn('u.created_at'),
  isoColumn('u.updated_at'),
  text('phone'),
  isoColumn('u.phone_confirmed_at'),
  text('phone_change'),
  isoColumn('u.phone_change_sent_at'),
  isoColumn('u.confirmed_at'),
  isoColumn('u.banned_until'),
  isoColumn('u.reauthentication_sent_at'),
  'coalesce(u.is_sso_user, false) as is_sso_user',
  isoColumn('u.deleted_at'),
  'coalesce(u.is_anonymous, false) as is_anonymous',
].join(', ')

const IDENTITY_COLUMNS = [
  'i.id::text as id',
  'i.provider_id',
  'i.user_id::text as user_id',
  'i.identity_data',
  'i.provider',
  isoColumn('i.last_sign_in_at'),
  isoColumn('i.created_at'),
  isoColumn('i.updated_at'),
  'i.email',
].join(', ')

const lock = (forUpdate: boolean) => (forUpdate ? ' for update' : '')

async function findOne(q: Queryable, where: string, params: unknown[], forUpdate = false) {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where ${where} limit 1${lock(forUpdate)}`,
    params,
  )
  return rows[0] ?? null
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export function findUserById(q: Queryable, id: string, forUpdate = false) {
  if (!isUuid(id)) return Promise.resolve(null)
  return findOne(q, 'u.id = $1', [id], forUpdate)
}

/** FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export function findUserByEmail(q: Queryable, email: string, aud: string, forUpdate = false) {
  return findOne(
    q,
    `lower(u.email) = lower($1) and u.aud = $2 and coalesce(u.is_sso_user, false) = false`,
    [email, aud],
    forUpdate,
  )
}

/** IsDuplicatedEmail: an email identity or a user of the audience already has this address. */
export async function findDuplicateEmail(q: Queryable, email: string, aud: string, exceptUserId: string | null) {
  const { rows } = await q.query<{ id: string }>(
    `select u.id::text as id from auth.identities i join auth.users u on u.id = i.user_id
      where i.email = lower($1) and u.aud = $2 and ($3::uuid is null or u.id <> $3::uuid) limit 1`,
    [email, aud, exceptUserId],
  )
  if (rows[0]) return findUserById(q, rows[0].id)
  const user = await findUserByEmail(q, email, aud)
  return user && user.id !== exceptUserId ? user : null
}

export async function findIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities i where i.user_id = $1 order by i.created_at, i.id`,
    [userId],
  )
  return rows
}

export async function findIdentity(q: Queryable, userId: string, provider: string) {
  const { rows } = await q.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities i where i.provider_id = $1 and i.provider = $2`,
    [userId, provider],
  )
  return rows[0] ?? null
}

export interface NewUser {
  id?: string
  aud: string
  email: string | null
  phone?: string | null
  encryptedPassword: string | null
  userMetadata: Record<string, unknown>
  appMetadata: Record<string, unknown>
  role?: string
}

/** tx.Create(user): one INSERT with GoTrue's column values; the role is set by a later update. */
export async function insertUser(q: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID()
  await q.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change,
       phone, phone_change, phone_change_token, email_change_token_current, email_change_confirm_status,
       reauthentication_token, is_sso_user, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, now(), now(), '', '', '', '',
       $9, '', '', '', 0, '', false, false)`,
    [
      NIL_UUID,
      id,
      user.aud,
      user.role ?? '',
      user.email,
      user.encryptedPassword ?? '',
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.phone || null,
    ],
  )
  return id
}

/** A value for updateUser: `NOW` writes the transaction's timestamp. */
export const NOW = Symbol('now')

type UserColumn =
  | 'role'
  | 'email'
  | 'encrypted_password'
  | 'email_confirmed_at'
  | 'invited_at'
  | 'confirmation_token'
  | 'confirmation_sent_at'
  | 'recovery_token'
  | 'recovery_sent_at'
  | 'email_change_token_new'
  | 'email_change'
  | 'email_change_sent_at'
  | 'email_change_token_current'
  | 'email_change_confirm_status'
  | 'last_sign_in_at'
  | 'raw_app_meta_data'
  | 'raw_user_meta_data'
  | 'phone'
  | 'phone_confirmed_at'
  | 'banned_until'
  | 'reauthentication_token'
  | 'reauthentication_sent_at'

const JSONB_COLUMNS = new Set<UserColumn>(['raw_app_meta_data', 'raw_user_meta_data'])

/** tx.UpdateOnly(user, columns...): those columns, and updated_at, as pop does. */
export async function updateUser(
  q: Queryable,
  id: string,
  values: Partial<Record<UserColumn, string | number | null | typeof NOW | Record<string, unknown>>>,
) {
  const sets: string[] = []
  const params: unknown[] = [id]
  for (const [column, value] of Object.entries(values)) {
    if (value === NOW) {
      sets.push(`${column} = now()`)
    } else if (JSONB_COLUMNS.has(column as UserColumn)) {
      params.push(JSON.stringify(value))
      sets.push(`${column} = $${params.length}::jsonb`)
    } else {
      params.push(value)
      sets.push(`${column} = $${params.length}`)
    }
  }
  await q.query(`update auth.users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1`, params)
}

/** UpdateUserMetaData / UpdateAppMetaData: keys set to null are removed, others replaced. */
export function mergeMetadata(current: Record<string, unknown>, updates: Record<string, unknown>) {
  const merged = { ...current }
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

export async function insertIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  const data = { ...identityData }
  if (typeof data.email === 'string') data.email = data.email.toLowerCase()
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, now(), now(), now())`,
    [randomUUID(), String(data.sub ?? userId), userId, JSON.stringify(data), provider],
  )
}

export async function updateIdentityData(q: Queryable, identity: IdentityRow, updates: Record<string, unknown>) {
  const data = mergeMetadata(identity.identity_data ?? {}, updates)
  if (typeof data.email === 'string') data.email = data.email.toLowerCase()
  await q.query(`update auth.identities set identity_data = $2::jsonb, updated_at = now() where id = $1`, [
    identity.id,
    JSON.stringify(data),
  ])
}

/** UpdateAppMetaDataProviders: app_metadata.providers from the user's identities, oldest first. */
export async function refreshProviders(q: Queryable, user: UserRow) {
  const { rows } = await q.query<{ provider: string }>(
    `select provider from auth.identities where user_id = $1 group by provider order by min(created_at)`,
    [user.id],
  )
  const providers = rows.map((r) => r.provider)
  const updates: Record<string, unknown> = { providers }
  if (providers.length) updates.provider = providers[0]
  await updateUser(q, user.id, { raw_app_meta_data: mergeMetadata(user.raw_app_meta_data, updates) })
}

/** ClearAllOneTimeTokensForUser / ClearOneTimeTokenForUser. */
export async function clearOneTimeTokens(q: Queryable, userId: string, tokenType?: string) {
  await q.query(`delete from auth.one_time_tokens where user_id = $1 and ($2::text is null or token_type::text = $2)`, [
    userId,
    tokenType ?? null,
  ])
}

/** CreateOneTimeToken: one token of a kind per user. */
export async function createOneTimeToken(
  q: Queryable,
  userId: string,
  relatesTo: string,
  hash: string,
  tokenType: string,
) {
  await clearOneTimeTokens(q, userId, tokenType)
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, now(), now())`,
    [randomUUID(), userId, tokenType, hash, relatesTo.toLowerCase()],
  )
}

export async function findUserByOneTimeToken(q: Queryable, hash: string, tokenTypes: string[], forUpdate = false) {
  const { rows } = await q.query<{ user_id: string }>(
    `select user_id::text as user_id from auth.one_time_tokens
      where token_hash = $1 and token_type::text = any($2::text[]) limit 1`,
    [hash, `{${tokenTypes.join(',')}}`],
  )
  return rows[0] ? findUserById(q, rows[0].user_id, forUpdate) : null
}
