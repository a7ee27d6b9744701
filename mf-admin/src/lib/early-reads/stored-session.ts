// What this browser's storage says about its user, read without supabase-js (the first paint's inline
// scripts run before any of the app's JavaScript): the stored session's user and access token, and the
// identities the app read for that user at its last start-up. Neither is proof of anything: the server
// answers every read under RLS, and the app's guard decides from the server.
import { AUTH_STORAGE_KEY, KEPT_IDENTITIES_KEY } from '@shop/shared/supabase/session-hint'

export interface StoredSession {
  userId: string
  accessToken: string
  /** When the access token expires, in epoch milliseconds. */
  expiresAt: number
}

/** A token this close to its expiry is left to supabase-js, which refreshes it first. */
const EXPIRY_MARGIN_MS = 60_000

function readJson(storage: Pick<Storage, 'getItem'>, key: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The session supabase-js keeps (`shop-auth-token`), if it is one. */
export function storedSession(storage: Pick<Storage, 'getItem'>): StoredSession | null {
  const session = readJson(storage, AUTH_STORAGE_KEY)
  const user = session?.user as { id?: unknown } | undefined
  const { access_token: accessToken, expires_at: expiresAt } = session ?? {}
  if (typeof user?.id !== 'string' || typeof accessToken !== 'string' || typeof expiresAt !== 'number') return null
  return { userId: user.id, accessToken, expiresAt: expiresAt * 1000 }
}

/** Whether the session's access token may still be used as it is. */
export function isFresh(session: StoredSession, now = Date.now()): boolean {
  return session.expiresAt - now > EXPIRY_MARGIN_MS
}

export interface KeptUser {
  isAdmin: boolean
  /** What the admin header shows: the name, else the e-mail. */
  name: string | null
}

/** The users row the app kept for `userId` at its last start-up, if any. */
export function keptUser(storage: Pick<Storage, 'getItem'>, userId: string): KeptUser | null {
  const kept = readJson(storage, KEPT_IDENTITIES_KEY)
  if (kept?.userId !== userId) return null
  const user = (kept.identities as { user?: Record<string, unknown> | null } | undefined)?.user
  if (!user) return { isAdmin: false, name: null }
  const name = typeof user.full_name === 'string' && user.full_name ? user.full_name : user.email
  return { isAdmin: user.is_admin === true, name: typeof name === 'string' ? name : null }
}
