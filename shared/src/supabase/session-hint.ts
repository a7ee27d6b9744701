// Whether this browser may be signed in, told without loading supabase-js: the shell's start-up and the
// pre-rendered navigation's inline script (shell/src/features/prerender) both ask.

/** Where supabase-js keeps the session; fixed so the shell can tell without loading supabase-js. */
export const AUTH_STORAGE_KEY = 'shop-auth-token'

/**
 * The identities read at the last start-up, with their user id (../auth/session.ts keeps them for a start-up
 * with no connection; a portal's first paint reads them to tell who this browser's user was).
 */
export const KEPT_IDENTITIES_KEY = 'shop-identities'

/**
 * True when a session may exist: one is stored, or the URL carries a PKCE code (sign-in or recovery
 * link) that supabase-js will exchange for one.
 */
export function mayHaveSession(storage: Pick<Storage, 'getItem'> = localStorage, href = location.href): boolean {
  if (storage.getItem(AUTH_STORAGE_KEY)) return true
  return new URL(href).searchParams.has('code')
}
