// The admin API for service_role tokens (api/admin.go, invite.go and adminGenerateLink in mail.go).
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { Tx } from '../../db/types.ts'
import type { Claims } from '../../jwt/index.ts'
import { generateOtp, tokenHash } from '../crypto.ts'
import { validateEmail } from '../email.ts'
import { parseGoDuration } from '../go-duration.ts'
import { AuthError, badRequest, internalError, notFound, unprocessable } from '../http/errors.ts'
import { encodeGoQuery, parseGoQuery } from '../http/go-url.ts'
import { decodeParams } from '../http/params.ts'
import { isRedirectUrlValid } from '../http/redirect.ts'
import { clientInfo, readBody, requestAud } from '../http/request.ts'
import { sendInvite } from '../mail/send.ts'
import { actionLink } from '../mail/templates.ts'
import { checkPasswordStrength, generatePassword, hashPassword, MAX_PASSWORD_BYTES } from '../password.ts'
import { loadUserJson } from '../sessions/issue.ts'
import { deleteSessions } from '../sessions/store.ts'
import { confirmUser, emailIdentityData, signupNewUser, updatePassword } from '../users/actions.ts'
import { adminActor, audit } from '../users/audit.ts'
import { serializeUser } from '../users/serialize.ts'
import {
  clearOneTimeTokens,
  createOneTimeToken,
  findDuplicateEmail,
  findIdentities,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isUuid,
  mergeMetadata,
  NOW,
  USER_COLUMNS,
  type UserRow,
  updateIdentityData,
  updateUser,
} from '../users/store.ts'
import { type AuthDeps, mailContext, requestReferrer, sendQueued } from './deps.ts'

const DUPLICATE_EMAIL = 'A user with this email address has already been registered'
const MAX_BIGINT = 9223372036854775807n

/** strconv.ParseUint(value, 10, 64), or the error text Go gives. */
function parseUint(value: string): bigint | string {
  if (!/^\d+$/.test(value)) return `strconv.ParseUint: parsing "${value}": invalid syntax`
  const n = BigInt(value)
  return n > 18446744073709551615n ? `strconv.ParseUint: parsing "${value}": value out of range` : n
}

/** loadUser: the {user_id} of the path. */
async function loadUser(deps: AuthDeps, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await findUserById(deps.db, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

const E164 = /^[1-9]\d{1,14}$/

function validatePhone(phone: string): string {
  const formatted = phone.replace(/^\+/, '').replaceAll(' ', '')
  if (!E164.test(formatted)) throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
  return formatted
}

function banUntil(duration: string): { ms: number } | null {
  if (!duration) return null
  if (duration === 'none') return { ms: 0 }
  const parsed = parseGoDuration(duration)
  if ('error' in parsed) throw badRequest('validation_failed', `invalid format for ban duration: ${parsed.error}`)
  return parsed
}

async function ban(tx: Tx, userId: string, duration: { ms: number }) {
  await tx.query(
    `update auth.users set banned_until = case when $2::float8 = 0 then null else now() + make_interval(secs => $2::float8 / 1000) end,
       updated_at = now() where id = $1`,
    [userId, duration.ms],
  )
}

/** GET /admin/users: a page of the audience's users, newest first, with X-Total-Count and Link. */
export async function listUsers(c: Context, deps: AuthDeps, claims: Claims): Promise<Response> {
  const aud = requestAud(c, claims, deps.settings.aud, deps.settings.adminRoles)
  let direction = 'desc'
  for (const value of c.req.queries('sort') ?? []) {
    const [field, dir] = [value.split(' ')[0] ?? '', value.includes(' ') ? value.slice(value.indexOf(' ') + 1) : '']
    if (field !== 'created_at')
      throw badRequest('validation_failed', `Bad Sort Parameters: bad field for sort '${field}'`)
    if (dir) {
      if (!['ASC', 'DESC'].includes(dir.toUpperCase())) {
        throw badRequest(
          'validation_failed',
          `Bad Sort Parameters: bad direction for sort '${dir}', only 'asc' and 'desc' allowed`,
        )
      }
      direction = dir.toLowerCase()
    }
  }
  const pageParam = c.req.query('page') ?? ''
  const perPageParam = c.req.query('per_page') ?? ''
  let page = 1n
  let perPage = 50n
  for (const [raw, set] of [
    [pageParam, (n: bigint) => (page = n)],
    [perPageParam, (n: bigint) => (perPage = n)],
  ] as const) {
    if (!raw) continue
    const parsed = parseUint(raw)
    if (typeof parsed === 'string') throw badRequest('validation_failed', `Bad Pagination Parameters: ${parsed}`)
    set(parsed)
  }
  // pop's paginator: page at least 1, a page size below 1 means 20.
  if (page < 1n) page = 1n
  if (perPage < 1n) perPage = 20n
  const limit = perPage > MAX_BIGINT ? MAX_BIGINT : perPage
  const offsetBig = (page - 1n) * perPage
  const offset = offsetBig > MAX_BIGINT ? MAX_BIGINT : offsetBig
  const filter = c.req.query('filter') ?? ''
  if (filter.includes('\u0000')) throw badRequest('validation_failed', 'Invalid value for filter')
  const like = filter ? `%${filter}%` : null

  const where = `u.aud = $1 and ($2::text is null or u.email like $2 or u.raw_user_meta_data->>'full_name' ilike $2)`
  const { rows: counted } = await deps.db.query<{ n: number }>(
    `select count(*)::integer as n from auth.users u where ${where}`,
    [aud, like],
  )
  const count = BigInt(counted[0]?.n ?? 0)
  const { rows } = await deps.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u where ${where}
      order by u.created_at ${direction === 'asc' ? 'asc' : 'desc'}, u.id limit $3::bigint offset $4::bigint`,
    [aud, like, limit.toString(), offset.toString()],
  )
  const users = []
  for (const row of rows) users.push(serializeUser(row, await findIdentities(deps.db, row.id)))

  // addPaginationHeaders: links to the next and the last page, as GoTrue sees its own path.
  const totalPages = count / perPage + (count % perPage > 0n ? 1n : 0n)
  const url = new URL(c.req.url)
  const query = parseGoQuery(url.search.slice(1))
  const link = (p: bigint) =>
    `</admin/users?${encodeGoQuery([...query.filter(([k]) => k !== 'page'), ['page', p.toString()]])}>`
  const next = totalPages > page ? `${link(page + 1n)}; rel="next", ` : ''
  c.header('Link', `${next}${link(totalPages)}; rel="last"`)
  c.header('X-Total-Count', count.toString())
  return c.json({ users, aud })
}

export async function getUserById(c: Context, deps: AuthDeps): Promise<Response> {
  const user = await loadUser(deps, c.req.param('id') ?? '')
  return c.json((await loadUserJson(deps.db, user.id)).json)
}

const ADMIN_USER_PARAMS = {
  id: 'string',
  aud: 'string',
  role: 'string',
  email: 'string',
  phone: 'string',
  password: 'optionalString',
  password_hash: 'string',
  email_confirm: 'bool',
  phone_confirm: 'bool',
  user_metadata: 'object',
  app_metadata: 'object',
  ban_duration: 'string',
} as const

export async function createUser(c: Context, deps: AuthDeps, claims: Claims): Promise<Response> {
  const { settings } = deps
  const params = decodeParams('AdminUserParams', await readBody(c), ADMIN_USER_PARAMS)
  const aud = params.aud || requestAud(c, claims, settings.aud, settings.adminRoles)
  if (!params.email && !params.phone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  }
  const providers: string[] = []
  const email = params.email ? validateEmail(params.email) : ''
  if (email) {
    if (await findDuplicateEmail(deps.db, email, aud, null)) throw unprocessable('email_exists', DUPLICATE_EMAIL)
    providers.push('email')
  }
  const phone = params.phone ? validatePhone(params.phone) : ''
  if (phone) {
    const { rowCount } = await deps.db.query('select 1 from auth.users where phone = $1 and aud = $2', [phone, aud])
    if (rowCount) throw unprocessable('phone_exists', 'Phone number already registered by another user')
    providers.push('phone')
  }
  if (params.password !== null && params.password_hash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided')
  }
  let hash: string
  if (params.password_hash) {
    if (!/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(params.password_hash)) {
      throw badRequest('validation_failed', 'Invalid password hash: only bcrypt hashes are accepted')
    }
    hash = params.password_hash
  } else {
    const password = params.password || generatePassword([], 64)
    if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
      throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes')
    }
    hash = await hashPassword(password)
  }
  if (params.id) {
    if (!isUuid(params.id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format')
    if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(params.id)) throw badRequest('validation_failed', 'ID cannot be a nil uuid')
  }
  const banned = banUntil(params.ban_duration)
  const actor = adminActor(claims.role ?? 'service_role')
  const ip = clientInfo(c).ip ?? ''

  let id: string
  try {
    id = await deps.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        id: params.id ? params.id.toLowerCase() : undefined,
        aud,
        email: email || null,
        phone: phone || null,
        encryptedPassword: hash,
        userMetadata: params.user_metadata ?? {},
        appMetadata: { provider: providers[0], providers },
      })
      if (email) await insertIdentity(tx, userId, 'email', emailIdentityData(userId, email))
      if (phone) {
        await insertIdentity(tx, userId, 'phone', { sub: userId, phone, email_verified: false, phone_verified: false })
      }
      await audit(
        tx,
        actor,
        'user_signedup',
        { user_id: userId, user_email: email, user_phone: phone, provider: providers[0] },
        ip,
      )
      await updateUser(tx, userId, { role: params.role || settings.defaultRole })
      let user = await findUserById(tx, userId)
      if (!user) throw new Error('the new user is not readable')
      if (params.app_metadata !== null) {
        await updateUser(tx, userId, { raw_app_meta_data: mergeMetadata(user.raw_app_meta_data, params.app_metadata) })
      }
      if (params.email_confirm) {
        user = (await findUserById(tx, userId)) ?? user
        await confirmUser(tx, user)
      }
      if (params.phone_confirm) await updateUser(tx, userId, { phone_confirmed_at: NOW, confirmation_token: '' })
      if (banned) await ban(tx, userId, banned)
      return userId
    })
  } catch (error) {
    if (error instanceof AuthError) throw error
    throw internalError('Database error creating new user', error)
  }
  return c.json((await loadUserJson(deps.db, id)).json)
}

export async function updateUserById(c: Context, deps: AuthDeps, claims: Claims): Promise<Response> {
  const { settings } = deps
  const target = await loadUser(deps, c.req.param('id') ?? '')
  const params = decodeParams('AdminUserParams', await readBody(c), ADMIN_USER_PARAMS)
  const email = params.email ? validateEmail(params.email) : ''
  const phone = params.phone ? validatePhone(params.phone) : ''
  const banned = banUntil(params.ban_duration)
  let hash: string | null = null
  if (params.password !== null) {
    checkPasswordStrength(params.password, settings.password)
    hash = await hashPassword(params.password)
  }
  // GoTrue lets the unique index refuse a taken address (a 500); a client mistake gets a 422 here.
  if (email && email !== target.email && (await findDuplicateEmail(deps.db, email, target.aud, target.id))) {
    throw unprocessable('email_exists', DUPLICATE_EMAIL)
  }
  const actor = adminActor(claims.role ?? 'service_role')
  const ip = clientInfo(c).ip ?? ''

  try {
    await deps.db.transaction(async (tx) => {
      const fresh = async () => (await findUserById(tx, target.id, true)) ?? target
      if (params.role) await updateUser(tx, target.id, { role: params.role })
      if (params.email_confirm) await confirmUser(tx, await fresh())
      if (params.phone_confirm) await updateUser(tx, target.id, { phone_confirmed_at: NOW, confirmation_token: '' })
      if (hash !== null) await updatePassword(tx, await fresh(), hash, null)
      if (email) {
        const identity = await findIdentity(tx, target.id, 'email')
        if (identity) await updateIdentityData(tx, identity, { email, email_verified: params.email_confirm })
        else await insertIdentity(tx, target.id, 'email', emailIdentityData(target.id, email, {}, params.email_confirm))
        if (target.is_anonymous && params.email_confirm) {
          await tx.query('update auth.users set is_anonymous = false where id = $1', [target.id])
        }
        await updateUser(tx, target.id, { email })
      }
      if (phone) {
        const identity = await findIdentity(tx, target.id, 'phone')
        if (identity) await updateIdentityData(tx, identity, { phone, phone_verified: params.phone_confirm })
        else {
          await insertIdentity(tx, target.id, 'phone', {
            sub: target.id,
            phone,
            email_verified: false,
            phone_verified: params.phone_confirm,
          })
        }
        await updateUser(tx, target.id, { phone })
      }
      if (params.app_metadata !== null) {
        const user = await fresh()
        await updateUser(tx, target.id, {
          raw_app_meta_data: mergeMetadata(user.raw_app_meta_data, params.app_metadata),
        })
      }
      if (params.user_metadata !== null) {
        const user = await fresh()
        await updateUser(tx, target.id, {
          raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, params.user_metadata),
        })
      }
      if (banned) await ban(tx, target.id, banned)
      await audit(tx, actor, 'user_modified', { user_id: target.id, user_email: email || target.email }, ip)
    })
  } catch (error) {
    if (error instanceof AuthError) throw error
    throw internalError('Error updating user', error)
  }
  return c.json((await loadUserJson(deps.db, target.id)).json)
}

/** obfuscateValue: what a soft-deleted user's identifiers become. */
const obfuscate = (id: string, value: string) =>
  createHash('sha256')
    .update(id + value)
    .digest('base64url')

export async function deleteUser(c: Context, deps: AuthDeps, claims: Claims): Promise<Response> {
  const user = await loadUser(deps, c.req.param('id') ?? '')
  const body = await readBody(c)
  const params = body ? decodeParams('adminUserDeleteParams', body, { should_soft_delete: 'bool' }) : null
  const actor = adminActor(claims.role ?? 'service_role')
  const ip = clientInfo(c).ip ?? ''
  try {
    await deps.db.transaction(async (tx) => {
      await audit(tx, actor, 'user_deleted', { user_id: user.id, user_email: user.email, user_phone: user.phone }, ip)
      if (!params?.should_soft_delete) {
        await tx.query('delete from auth.users where id = $1', [user.id])
        return
      }
      if (user.deleted_at) return
      await tx.query(
        `update auth.users set email = $2, phone = $3, encrypted_password = null, email_change = $4,
           phone_change = $5, confirmation_token = '', recovery_token = '', email_change_token_current = '',
           email_change_token_new = '', phone_change_token = '', raw_user_meta_data = '{}'::jsonb,
           deleted_at = now(), updated_at = now() where id = $1`,
        [
          user.id,
          user.email ? obfuscate(user.id, user.email) : null,
          user.phone ? obfuscate(user.id, user.phone).slice(0, 15) : null,
          user.email_change ? obfuscate(user.id, user.email_change) : '',
          user.phone_change ? obfuscate(user.id, user.phone_change).slice(0, 15) : '',
        ],
      )
      await clearOneTimeTokens(tx, user.id)
      for (const identity of await findIdentities(tx, user.id)) {
        await tx.query(
          `update auth.identities set identity_data = '{}'::jsonb, provider_id = $2, updated_at = now() where id = $1`,
          [identity.id, obfuscate(user.id, `${identity.provider}:${identity.provider_id}`)],
        )
      }
      await deleteSessions(tx, { userId: user.id })
    })
  } catch (error) {
    if (error instanceof AuthError) throw error
    throw internalError('Database error deleting user', error)
  }
  return c.json({})
}

/** POST /invite: creates the user if needed and mails an invitation. */
export async function invite(c: Context, deps: AuthDeps, claims: Claims): Promise<Response> {
  const { settings } = deps
  const params = decodeParams('InviteParams', await readBody(c), { email: 'string', data: 'object' })
  const email = validateEmail(params.email)
  const aud = requestAud(c, claims, settings.aud, settings.adminRoles)
  const existing = await findUserByEmail(deps.db, email, aud)
  const mail = mailContext(c, deps)
  const ip = clientInfo(c).ip ?? ''
  const id = await deps.db.transaction(async (tx) => {
    if (existing?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL)
    const userId = existing?.id ?? (await createInvited(tx, deps, email, aud, params.data ?? {}))
    await audit(
      tx,
      adminActor(claims.role ?? 'service_role'),
      'user_invited',
      { user_id: userId, user_email: email },
      ip,
    )
    const user = await findUserById(tx, userId, true)
    if (user) await sendInvite(mail, tx, user)
    return userId
  })
  await sendQueued(deps, mail.outgoing)
  return c.json((await loadUserJson(deps.db, id)).json)
}

async function createInvited(tx: Tx, deps: AuthDeps, email: string, aud: string, data: Record<string, unknown>) {
  const id = await signupNewUser(
    tx,
    {
      aud,
      email,
      encryptedPassword: null,
      userMetadata: data,
      appMetadata: { provider: 'email', providers: ['email'] },
    },
    deps.settings.defaultRole,
  )
  await insertIdentity(tx, id, 'email', emailIdentityData(id, email))
  return id
}

const GENERATE_LINK_PARAMS = {
  type: 'string',
  email: 'string',
  new_email: 'string',
  password: 'string',
  data: 'object',
  redirect_to: 'string',
} as const

/** POST /admin/generate_link: the link (and code) a mail would carry, without sending it. */
export async function generateLink(c: Context, deps: AuthDeps, claims: Claims): Promise<Response> {
  const { settings } = deps
  const params = { ...decodeParams('GenerateLinkParams', await readBody(c), GENERATE_LINK_PARAMS) }
  const email = validateEmail(params.email)
  const redirectTo = isRedirectUrlValid(settings.redirect, params.redirect_to)
    ? params.redirect_to
    : requestReferrer(c, deps)
  const aud = requestAud(c, claims, settings.aud, settings.adminRoles)
  const existing = await findUserByEmail(deps.db, email, aud)
  if (!existing) {
    if (params.type === 'magiclink') {
      params.type = 'signup'
      params.password = generatePassword(settings.password.requiredCharacters, 64)
    } else if (['recovery', 'email_change_current', 'email_change_new'].includes(params.type)) {
      throw notFound('user_not_found', 'User with this email not found')
    }
  }
  const otp = generateOtp(settings.otpLength)
  const hashed = tokenHash(email, otp)
  let signupHash: string | null = null
  if (params.type === 'signup' && !existing) {
    if (!params.password) throw badRequest('validation_failed', 'Signup requires a valid password')
    checkPasswordStrength(params.password, settings.password)
    signupHash = await hashPassword(params.password)
  }
  const actor = adminActor(claims.role ?? 'service_role')
  const ip = clientInfo(c).ip ?? ''

  const { userId, token, linkType } = await deps.db.transaction(async (tx) => {
    let user = existing ? await findUserById(tx, existing.id, true) : null
    const create = async (encryptedPassword: string | null, data: Record<string, unknown>) => {
      const id = await signupNewUser(
        tx,
        { aud, email, encryptedPassword, userMetadata: data, appMetadata: { provider: 'email', providers: ['email'] } },
        settings.defaultRole,
      )
      await insertIdentity(tx, id, 'email', emailIdentityData(id, email))
      return (await findUserById(tx, id)) as UserRow
    }
    switch (params.type) {
      case 'magiclink':
      case 'recovery': {
        const u = user as UserRow
        await audit(tx, u, 'user_recovery_requested', undefined, ip)
        await updateUser(tx, u.id, { recovery_token: hashed, recovery_sent_at: NOW })
        await createOneTimeToken(tx, u.id, u.email, hashed, 'recovery_token')
        return { userId: u.id, token: hashed, linkType: params.type }
      }
      case 'invite': {
        if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL)
        user ??= await create(null, params.data ?? {})
        await audit(tx, actor, 'user_invited', { user_id: user.id, user_email: user.email }, ip)
        await updateUser(tx, user.id, { confirmation_token: hashed, confirmation_sent_at: NOW, invited_at: NOW })
        await createOneTimeToken(tx, user.id, user.email, hashed, 'confirmation_token')
        return { userId: user.id, token: hashed, linkType: 'invite' }
      }
      case 'signup': {
        if (user) {
          if (user.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL)
          await updateUser(tx, user.id, {
            raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, params.data ?? {}),
          })
        } else {
          user = await create(signupHash, params.data ?? {})
        }
        await updateUser(tx, user.id, { confirmation_token: hashed, confirmation_sent_at: NOW })
        await createOneTimeToken(tx, user.id, user.email, hashed, 'confirmation_token')
        return { userId: user.id, token: hashed, linkType: 'signup' }
      }
      case 'email_change_current':
      case 'email_change_new': {
        const u = user as UserRow
        if (!settings.secureEmailChange && params.type === 'email_change_current') {
          throw badRequest('validation_failed', 'Enable secure email change to generate link for current email')
        }
        const newEmail = validateEmail(params.new_email)
        if (await findDuplicateEmail(tx, newEmail, u.aud, u.id)) throw unprocessable('email_exists', DUPLICATE_EMAIL)
        const current = params.type === 'email_change_current' ? hashed : ''
        const next = params.type === 'email_change_new' ? tokenHash(newEmail, otp) : ''
        await updateUser(tx, u.id, {
          email_change_sent_at: NOW,
          email_change: newEmail,
          email_change_confirm_status: 0,
          email_change_token_current: current,
          email_change_token_new: next,
        })
        if (current) await createOneTimeToken(tx, u.id, u.email, current, 'email_change_token_current')
        if (next) await createOneTimeToken(tx, u.id, newEmail, next, 'email_change_token_new')
        return { userId: u.id, token: current || next, linkType: 'email_change' }
      }
      default:
        throw badRequest('validation_failed', `Invalid email action link type requested: ${params.type}`)
    }
  })

  const user = await loadUserJson(deps.db, userId)
  return c.json({
    ...user.json,
    action_link: actionLink(settings.externalUrl, token, linkType, redirectTo),
    email_otp: otp,
    hashed_token: hashed,
    verification_type: params.type,
    redirect_to: redirectTo,
  })
}
