// The sign-in state of the page (storefront spec section 4, "Authentication"). Without a stored session
// nothing is loaded and the state is ready at once; otherwise supabase-js restores the session and the
// identities are read. SIGNED_IN reinitialises; SIGNED_OUT clears identities, cart and outletId.

import { identitiesCleared, identitiesLoaded, initialisationFailed, initialising } from '@shop/shared/auth'
import { clearCart } from '@shop/shared/cart'
import type { AppStore } from '@shop/shared/store'
import { AUTH_STORAGE_KEY, getSupabase, mayHaveSession, onSupabaseCreated } from '@shop/shared/supabase'
import type { SupabaseClient } from '@supabase/supabase-js'
import { loadIdentities } from './load-identities.ts'

/** The outlet a signed-in outlet employee works at (backoffice spec: kept in browser storage). */
export const OUTLET_ID_KEY = 'outletId'

function forgetSession() {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY)
    localStorage.removeItem(OUTLET_ID_KEY)
  } catch {
    // storage unavailable: nothing was stored
  }
}

async function initialise(store: AppStore, client: SupabaseClient) {
  store.dispatch(initialising())
  try {
    const { data, error } = await client.auth.getSession()
    if (error) throw error
    if (!data.session) {
      store.dispatch(identitiesCleared())
      return
    }
    const identities = await loadIdentities(client, data.session.user.id)
    if (!identities) {
      await client.auth.signOut()
      return
    }
    if (identities.outletEmployee) localStorage.setItem(OUTLET_ID_KEY, identities.outletEmployee.outlet_id)
    else localStorage.removeItem(OUTLET_ID_KEY)
    store.dispatch(identitiesLoaded(identities))
  } catch (error) {
    forgetSession()
    store.dispatch(initialisationFailed(error instanceof Error ? error.message : 'Authentication failed'))
  }
}

function listen(store: AppStore, client: SupabaseClient) {
  client.auth.onAuthStateChange((event) => {
    // supabase-js holds a lock while it calls listeners: do the work after it returns.
    if (event === 'SIGNED_IN') setTimeout(() => void initialise(store, client), 0)
    if (event === 'SIGNED_OUT') {
      setTimeout(() => {
        forgetSession()
        store.dispatch(clearCart())
        void initialise(store, client)
      }, 0)
    }
  })
}

export function startAuth(store: AppStore): void {
  onSupabaseCreated((client) => listen(store, client))
  if (!mayHaveSession()) {
    store.dispatch(identitiesCleared())
    return
  }
  getSupabase().then(
    (client) => initialise(store, client),
    (error: unknown) => {
      forgetSession()
      store.dispatch(initialisationFailed(error instanceof Error ? error.message : 'Authentication failed'))
    },
  )
}
