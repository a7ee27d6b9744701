// What happens to a user row on sign-up, confirmation, recovery and password change
// (models.User: Confirm, Recover, UpdatePassword, RemoveUnconfirmedIdentities; api.signupNewUser).
import type { Tx } from '../../db/types.ts'
import { isPgError } from '../../db/types.ts'
import { internalError } from '../http/errors.ts'
import { deleteSessions } from '../sessions/store.ts'
import {
  clearOneTimeTokens,
  type IdentityRow,
  insertUser,
  mergeMetadata,
  type NewUser,
  NOW,
  refreshProviders,
  type UserRow,
  updateUser,
} from './store.ts'

/** signupNewUser: the INSERT (where triggers on auth.users run), then the default role. */
export async function signupNewUser(tx: Tx, user: NewUser, role: string): Promise<string> {
  let id: string
  try {
    id = await insertUser(tx, user)
  } catch (error) {
    if (isPgError(error)) throw internalError('Database error saving new user', error)
    throw error
  }
  try {
    await updateUser(tx, id, { role })
  } catch (error) {
    if (isPgError(error)) throw internalError('Database error updating user', error)
    throw error
  }
  return id
}

/** The identity_data of an email identity: provider.Claims{sub, email} plus the sign-up data. */
export function emailIdentityData(
  userId: string,
  email: string,
  extra: Record<string, unknown> = {},
  verified = false,
) {
  const data: Record<string, unknown> = { sub: userId, email, email_verified: verified, phone_verified: false }
  for (const [key, value] of Object.entries(extra)) if (!(key in data)) data[key] = value
  return data
}

/** Confirm: email confirmed now, the confirmation token spent, email_verified in user_metadata. */
export async function confirmUser(tx: Tx, user: UserRow) {
  await updateUser(tx, user.id, {
    confirmation_token: '',
    email_confirmed_at: NOW,
    raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, { email_verified: true }),
  })
  await clearOneTimeTokens(tx, user.id)
}

export async function recoverUser(tx: Tx, user: UserRow) {
  await updateUser(tx, user.id, { recovery_token: '' })
  await clearOneTimeTokens(tx, user.id)
}

/** UpdatePassword: pending tokens are void, and every other session (all, without one) ends. */
export async function updatePassword(tx: Tx, user: UserRow, hash: string, keepSessionId: string | null) {
  await updateUser(tx, user.id, {
    encrypted_password: hash,
    confirmation_token: '',
    confirmation_sent_at: null,
    recovery_token: '',
    recovery_sent_at: null,
    email_change_token_current: '',
    email_change_token_new: '',
    email_change_sent_at: null,
    reauthentication_token: '',
    reauthentication_sent_at: null,
  })
  await clearOneTimeTokens(tx, user.id)
  await deleteSessions(tx, keepSessionId ? { userId: user.id, except: keepSessionId } : { userId: user.id })
}

/** RemoveUnconfirmedIdentities: an unconfirmed user keeps only the identity it signs up with. */
export async function removeUnconfirmedIdentities(tx: Tx, user: UserRow, identity: IdentityRow) {
  await updateUser(tx, user.id, {
    raw_user_meta_data: mergeMetadata(identity.identity_data, identity.identity_data),
  })
  await tx.query('delete from auth.identities where user_id = $1 and id <> $2', [user.id, identity.id])
  await refreshProviders(tx, { ...user, raw_user_meta_data: identity.identity_data })
}
