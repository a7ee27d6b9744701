// The reset page's calls (get the current session; update the user's password).
import { getSupabase } from '@shop/shared/supabase'

/**
 * True when the page holds a session that may change the password: supabase-js has exchanged the
 * link's PKCE `code` for one (or the visitor was already signed in). A `code` that could not be
 * exchanged (expired, used, opened in another browser) makes the link invalid even if an older
 * session is still stored.
 */
export async function hasRecoverySession(): Promise<boolean> {
  const client = await getSupabase()
  await client.auth.initialize()
  // supabase-js takes `code` out of the URL once it has exchanged it.
  if (new URL(location.href).searchParams.has('code')) return false
  const { data } = await client.auth.getSession()
  return data.session !== null
}

export async function updatePassword(password: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.auth.updateUser({ password })
  if (error) throw error
}

/** Ends the recovery session on this device, so the customer signs in with the new password. */
export async function endRecoverySession(): Promise<void> {
  const client = await getSupabase()
  await client.auth.signOut({ scope: 'local' })
}
