// The sign-in state of the page (storefront spec section 4, "Authentication"). Without a stored session
// nothing is loaded and the state is ready at once; otherwise supabase-js restores the session and the
// identities are read. SIGNED_IN reinitialises; SIGNED_OUT removes the stored session and outletId and
// clears identities and cart; a failed start-up removes the stored session.
//
// supabase-js also reports SIGNED_IN when it merely recovers the stored session (at start and whenever
// the tab becomes visible again). So once the page is ready, a reinitialisation reloads the identities
// in the background instead of putting the whole site behind the start-up spinner, which would unmount
// the page and lose what the visitor was typing.

import { identitiesCleared, identitiesLoaded, initialisationFailed, initialising } from '@shop/shared/auth'
import { clearCart } from '@shop/shared/cart'
import type { AppStore } from '@shop/shared/store'
import {
  AUTH_STORAGE_KEY,
  getSupabase,
  mayHaveSession,
  onSupabaseCreated,
  type ShopClient,
} from '@shop/shared/supabase'
import { loadIdentities } from './load-identities.ts'

/** The outlet a signed-in outlet employee works at (backoffice spec: kept in browser storage). */
export const OUTLET_ID_KEY = 'outletId'

type Storage = Pick<globalThis.Storage, 'setItem' | 'removeItem'>

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export interface AuthSession {
  /** Reads the session and identities again (after start-up and on SIGNED_IN). */
  initialise(): Promise<void>
  /** What SIGNED_OUT does: forget the stored session, outletId, identities and cart, then reinitialise. */
  signedOut(): Promise<void>
}

export function createAuthSession(
  store: AppStore,
  client: ShopClient,
  storage: Storage | null = browserStorage(),
): AuthSession {
  // Only the latest run may change the state: a slow earlier one must not undo a later sign-out.
  let generation = 0

  const forgetSession = () => {
    storage?.removeItem(AUTH_STORAGE_KEY)
    storage?.removeItem(OUTLET_ID_KEY)
  }

  async function initialise() {
    const run = ++generation
    const quiet = store.getState().auth.status === 'ready'
    if (!quiet) store.dispatch(initialising())
    try {
      const { data, error } = await client.auth.getSession()
      if (error) throw error
      if (run !== generation) return
      if (!data.session) {
        storage?.removeItem(OUTLET_ID_KEY)
        store.dispatch(identitiesCleared())
        return
      }
      const identities = await loadIdentities(client, data.session.user.id)
      if (run !== generation) return
      if (!identities) {
        // Neither a customer nor a rider: no identity on this site. SIGNED_OUT follows and clears up.
        await client.auth.signOut({ scope: 'local' })
        return
      }
      if (identities.outletEmployee?.is_active) storage?.setItem(OUTLET_ID_KEY, identities.outletEmployee.outlet_id)
      else storage?.removeItem(OUTLET_ID_KEY)
      store.dispatch(identitiesLoaded(identities))
    } catch (error) {
      if (run !== generation) return
      if (quiet) {
        // A background refresh that failed (offline, say) leaves the signed-in page as it was.
        console.warn('Could not refresh the signed-in identities:', error)
        return
      }
      forgetSession()
      store.dispatch(initialisationFailed(error instanceof Error ? error.message : 'Authentication failed'))
    }
  }

  async function signedOut() {
    generation++
    forgetSession()
    store.dispatch(identitiesCleared())
    store.dispatch(clearCart())
    await initialise()
  }

  return { initialise, signedOut }
}

function listen(session: AuthSession, client: ShopClient) {
  client.auth.onAuthStateChange((event) => {
    // supabase-js holds its lock while it calls listeners: do the work after it returns.
    if (event === 'SIGNED_IN') setTimeout(() => void session.initialise(), 0)
    if (event === 'SIGNED_OUT') setTimeout(() => void session.signedOut(), 0)
  })
}

export function startAuth(store: AppStore): void {
  let session: AuthSession | null = null
  const sessionFor = (client: ShopClient) => {
    session ??= createAuthSession(store, client)
    return session
  }
  onSupabaseCreated((client) => listen(sessionFor(client), client))
  if (!mayHaveSession()) {
    store.dispatch(identitiesCleared())
    return
  }
  getSupabase().then(
    (client) => sessionFor(client).initialise(),
    (error: unknown) => {
      browserStorage()?.removeItem(AUTH_STORAGE_KEY)
      store.dispatch(initialisationFailed(error instanceof Error ? error.message : 'Authentication failed'))
    },
  )
}
