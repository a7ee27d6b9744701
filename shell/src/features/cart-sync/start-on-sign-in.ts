// The cart's server sync (shared/src/cart/sync.ts) only has work once a customer is signed in: it is
// fetched then, not with the page. Started late it loses nothing: it reads the store's current cart and
// customer when it starts, and merges the browser's cart with the stored one as on any sign-in.
import type { AppStore } from '@shop/shared/store'

/** Waits for a signed-in customer, then loads and starts the sync (again at a later sign-in if loading failed). */
export function startCartSyncOnSignIn(store: AppStore): void {
  let loading = false
  const check = () => {
    if (loading || !store.getState().auth.user) return
    loading = true
    import(/* webpackChunkName: "cart-sync" */ '@shop/shared/cart/sync').then(
      ({ startCartSync }) => {
        unsubscribe()
        startCartSync(store)
      },
      () => {
        // Offline or a redeploy under way: try again at the next change of the store.
        loading = false
      },
    )
  }
  const unsubscribe = store.subscribe(check)
  check()
}
