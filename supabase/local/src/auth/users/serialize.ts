// The user object exactly as Supabase Auth serialises models.User (field order, omitted empties,
// identities with `identity_id`/`id` swapped for backwards compatibility), timestamps as Go's
// RFC 3339 with trailing zeros of the fraction dropped.
import type { IdentityRow, UserRow } from './store.ts'

/** "…T10:00:00.120000Z" → "…T10:00:00.12Z"; "….000000Z" → "…Z". */
export function goTime(iso: string | null): string | undefined {
  if (!iso) return undefined
  return iso.replace(/\.(\d*?)0*Z$/, (_, digits: string) => (digits ? `.${digits}Z` : 'Z'))
}

const optional = (key: string, value: unknown) => (value === undefined || value === '' ? {} : { [key]: value })

export function serializeIdentity(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    ...optional('identity_data', identity.identity_data),
    provider: identity.provider,
    ...optional('last_sign_in_at', goTime(identity.last_sign_in_at)),
    created_at: goTime(identity.created_at) ?? '0001-01-01T00:00:00Z',
    updated_at: goTime(identity.updated_at) ?? '0001-01-01T00:00:00Z',
    ...optional('email', identity.email ?? undefined),
  }
}

export type UserJson = ReturnType<typeof serializeUser>

export function serializeUser(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    ...optional('email_confirmed_at', goTime(user.email_confirmed_at)),
    ...optional('invited_at', goTime(user.invited_at)),
    phone: user.phone,
    ...optional('phone_confirmed_at', goTime(user.phone_confirmed_at)),
    ...optional('confirmation_sent_at', goTime(user.confirmation_sent_at)),
    ...optional('confirmed_at', goTime(user.confirmed_at)),
    ...optional('recovery_sent_at', goTime(user.recovery_sent_at)),
    ...optional('new_email', user.email_change),
    ...optional('email_change_sent_at', goTime(user.email_change_sent_at)),
    ...optional('new_phone', user.phone_change),
    ...optional('phone_change_sent_at', goTime(user.phone_change_sent_at)),
    ...optional('reauthentication_sent_at', goTime(user.reauthentication_sent_at)),
    ...optional('last_sign_in_at', goTime(user.last_sign_in_at)),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(serializeIdentity),
    created_at: goTime(user.created_at) ?? '0001-01-01T00:00:00Z',
    updated_at: goTime(user.updated_at) ?? '0001-01-01T00:00:00Z',
    ...optional('banned_until', goTime(user.banned_until)),
    ...optional('deleted_at', goTime(user.deleted_at)),
    is_anonymous: user.is_anonymous,
  }
}
