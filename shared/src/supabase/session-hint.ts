// Whether this browser may be signed in, told without loading supabase-js: the shell's start-up and the
// pre-rendered navigation's inline script (shell/src/features/prerender) both ask.

/** Where supabase-js keeps the session; fixed so the shell can tell without loading supabase-js. */
export const AUTH_STORAGE_KEY = 'shop-auth-token'

/**
 * True when a session may exist: one is stored, or the URL carries a PKCE code (sign-in or recovery
 * link) that supabase-js will exchange for one.
 */
export function mayHaveSession(storage: Pick<Storage, 'getItem'> = localStorage, href = location.href): boolean {
  if (storage.getItem(AUTH_STORAGE_KEY)) return true
  return new URL(href).searchParams.has('code')
}
