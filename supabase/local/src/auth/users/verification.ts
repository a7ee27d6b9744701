// Spending the one-time tokens mailed to users (api/verify.go): finding the user a token belongs to,
// checking it has not expired, and what each kind of link does to the account.
import type { Tx } from '../../db/types.ts'
import { PKCE_PREFIX, secureAlphanumeric } from '../crypto.ts'
import { badRequest, forbidden } from '../http/errors.ts'
import { hashPassword } from '../password.ts'
import type { AuthSettings } from '../settings.ts'
import { confirmUser, emailIdentityData, recoverUser } from './actions.ts'
import { audit } from './audit.ts'
import {
  clearOneTimeTokens,
  findIdentities,
  findIdentity,
  findUserByEmail,
  findUserById,
  findUserByOneTimeToken,
  insertIdentity,
  type UserRow,
  updateIdentityData,
  updateUser,
} from './store.ts'

/** The link types of mails; `email` is an e-mail OTP that may be either a sign-up or a magic link. */
export type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email'

export const EMAIL_VERIFY_TYPES = new Set<string>([
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
  'email',
])

export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

const expired = (settings: AuthSettings, sentAt: string | null) =>
  !sentAt || Date.now() > Date.parse(sentAt) + settings.otpExpiry * 1000

const isBanned = (user: UserRow) => user.banned_until !== null && Date.parse(user.banned_until) > Date.now()

// A Map, not an object literal: `type` comes from the request, and `?type=toString` must find nothing
// (an object would answer Object.prototype's function, and the request would end in a 500).
export const OTT_TYPES = new Map<string, string[]>([
  ['email', ['confirmation_token', 'recovery_token']],
  ['signup', ['confirmation_token']],
  ['invite', ['confirmation_token']],
  ['recovery', ['recovery_token']],
  ['magiclink', ['recovery_token']],
  ['email_change', ['email_change_token_current', 'email_change_token_new']],
])

/** verifyTokenHash: a token hash from a link (or `token_hash` of POST /verify). */
export async function userByTokenHash(
  tx: Tx,
  settings: AuthSettings,
  type: string,
  hash: string,
): Promise<{ user: UserRow; type: Exclude<VerifyType, 'email'> }> {
  const tokenTypes = OTT_TYPES.get(type)
  if (!tokenTypes) throw badRequest('validation_failed', 'Invalid email verification type')
  const user = await findUserByOneTimeToken(tx, hash, tokenTypes, true)
  if (!user) throw forbidden('otp_expired', 'Email link is invalid or has expired')
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')

  let resolved = type as Exclude<VerifyType, 'email'>
  let sentAt: string | null
  if (type === 'email') {
    const magic = user.recovery_token === hash
    resolved = magic ? 'magiclink' : 'signup'
    sentAt = magic ? user.recovery_sent_at : user.confirmation_sent_at
  } else if (type === 'signup' || type === 'invite') {
    sentAt = user.confirmation_sent_at
  } else if (type === 'recovery' || type === 'magiclink') {
    sentAt = user.recovery_sent_at
  } else {
    sentAt = user.email_change_sent_at
  }
  if (expired(settings, sentAt)) throw forbidden('otp_expired', 'Email link is invalid or has expired')
  return { user, type: resolved }
}

/** isOtpValid: the stored hash equals the given one (with or without the PKCE prefix), in time. */
function otpMatches(settings: AuthSettings, actual: string, expected: string, sentAt: string | null) {
  if (!expected || !sentAt || expired(settings, sentAt)) return false
  return actual === expected || `${PKCE_PREFIX}${actual}` === expected
}

/** verifyUserAndToken: an e-mail address and the code mailed to it. */
export async function userByEmailAndOtp(
  tx: Tx,
  settings: AuthSettings,
  type: string,
  email: string,
  hash: string,
  aud: string,
): Promise<{ user: UserRow; type: Exclude<VerifyType, 'email'> }> {
  const invalid = () => forbidden('otp_expired', 'Token has expired or is invalid')
  let user: UserRow | null
  if (type === 'email_change') {
    const { rows } = await tx.query<{ id: string }>(
      `select id::text as id from auth.users where aud = $3 and (lower(email) = lower($1) or lower(email_change) = lower($1))
         and ($2 in (email_change_token_current, email_change_token_new)
              or 'pkce_' || $2 in (email_change_token_current, email_change_token_new)) limit 1`,
      [email, hash, aud],
    )
    user = rows[0] ? await findUserById(tx, rows[0].id, true) : null
  } else {
    user = await findUserByEmail(tx, email, aud, true)
  }
  if (!user) throw invalid()
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned')

  switch (type) {
    case 'email':
      if (otpMatches(settings, hash, user.confirmation_token, user.confirmation_sent_at))
        return { user, type: 'signup' }
      if (otpMatches(settings, hash, user.recovery_token, user.recovery_sent_at)) return { user, type: 'magiclink' }
      throw invalid()
    case 'signup':
    case 'invite':
      if (otpMatches(settings, hash, user.confirmation_token, user.confirmation_sent_at)) return { user, type }
      throw invalid()
    case 'recovery':
    case 'magiclink':
      if (otpMatches(settings, hash, user.recovery_token, user.recovery_sent_at)) return { user, type }
      throw invalid()
    case 'email_change':
      if (
        otpMatches(settings, hash, user.email_change_token_current, user.email_change_sent_at) ||
        otpMatches(settings, hash, user.email_change_token_new, user.email_change_sent_at)
      ) {
        return { user, type }
      }
      throw invalid()
    default:
      throw invalid()
  }
}

/** signupVerify: confirms the address; an invited user without a password gets a random one. */
export async function signupVerify(tx: Tx, user: UserRow, ip: string) {
  if (!user.encrypted_password && user.invited_at) {
    await updateUser(tx, user.id, { encrypted_password: await hashPassword(secureAlphanumeric(64)) })
  }
  await audit(tx, user, 'user_signedup', { provider: 'email' }, ip)
  await confirmUser(tx, user)
  for (const identity of await findIdentities(tx, user.id)) {
    if (identity.email && user.email && identity.email === user.email) {
      await updateIdentityData(tx, identity, { email_verified: true })
    }
  }
}

/** recoverVerify: the recovery token is spent; an unconfirmed address counts as confirmed. */
export async function recoverVerify(tx: Tx, user: UserRow, ip: string) {
  await recoverUser(tx, user)
  if (!user.email_confirmed_at) {
    await audit(tx, user, 'user_signedup', { provider: 'email' }, ip)
    await confirmUser(tx, user)
  } else {
    await audit(tx, user, 'login', undefined, ip)
  }
}

/**
 * emailChangeVerify. With secure email change and confirmations on, the first of the two links only
 * records itself (answers false); the second, or the only one, moves the address.
 */
export async function emailChangeVerify(
  tx: Tx,
  settings: AuthSettings,
  user: UserRow,
  hash: string,
  ip: string,
): Promise<boolean> {
  if (!settings.autoconfirm && settings.secureEmailChange && user.email_change_confirm_status === 0 && user.email) {
    const isCurrent =
      hash === user.email_change_token_current || `${PKCE_PREFIX}${hash}` === user.email_change_token_current
    const isNew = hash === user.email_change_token_new || `${PKCE_PREFIX}${hash}` === user.email_change_token_new
    if (isCurrent) await clearOneTimeTokens(tx, user.id, 'email_change_token_current')
    else if (isNew) await clearOneTimeTokens(tx, user.id, 'email_change_token_new')
    await updateUser(tx, user.id, {
      email_change_confirm_status: 1,
      ...(isCurrent ? { email_change_token_current: '' } : isNew ? { email_change_token_new: '' } : {}),
    })
    return false
  }

  const newEmail = user.email_change
  await audit(tx, user, 'user_modified', undefined, ip)
  const identity = await findIdentity(tx, user.id, 'email')
  if (identity) await updateIdentityData(tx, identity, { email: newEmail, email_verified: true })
  else await insertIdentity(tx, user.id, 'email', emailIdentityData(user.id, newEmail, {}, true))
  await updateUser(tx, user.id, {
    email: newEmail,
    email_change: '',
    email_change_token_current: '',
    email_change_token_new: '',
    email_change_confirm_status: 0,
  })
  await clearOneTimeTokens(tx, user.id)
  if (user.is_anonymous) await tx.query('update auth.users set is_anonymous = false where id = $1', [user.id])
  if (!user.email_confirmed_at) {
    const moved = await findUserById(tx, user.id)
    if (moved) await confirmUser(tx, moved)
  }
  return true
}

/**
 * The codes of `type` the account behind `email` is waiting to use, as a key that changes with each mail
 * (null when it waits for none): what a wrong code for that account counts against.
 */
export async function pendingCodes(q: Tx, type: string, email: string, aud: string) {
  const columns = OTT_TYPES.get(type)
  const user = columns ? await findUserByEmail(q, email, aud) : null
  if (!user || !columns) return null
  const pending = columns.filter((column) => user[column as keyof UserRow])
  if (!pending.length) return null
  const tokens = pending.map((column) => String(user[column as keyof UserRow]))
  return { userId: user.id, columns: pending, key: `${user.id}:${tokens.join(':')}` }
}

/** Spends the codes `pendingCodes` found, so the right one no longer works either: a new mail is needed. */
export async function killCodes(q: Tx, codes: { userId: string; columns: string[] }) {
  for (const column of codes.columns) {
    await updateUser(q, codes.userId, { [column]: '' })
    await clearOneTimeTokens(q, codes.userId, column)
  }
}
