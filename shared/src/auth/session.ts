// The sign-in state of the page. Without a stored session nothing is loaded and the state is ready at
// once; otherwise supabase-js restores the session and the identities are read. SIGNED_IN
// reinitialises; SIGNED_OUT removes the stored session and outletId and clears identities and cart; a
// failed start-up removes the stored session.
//
// supabase-js also reports SIGNED_IN when it merely recovers the stored session (at start and whenever
// the tab becomes visible again). So once the page is ready, a reinitialisation reloads the identities
// in the background instead of putting the whole site behind the start-up spinner, which would unmount
// the page and lose what the visitor was typing.
//
// The identities read at the last start-up with a connection are kept with the stored session's user id.
// A returning user's page starts from them at once (the portal opens without waiting for Auth and the
// API, the rider app offline or on a slow network) while they are read again; offline (no answer from
// Auth or the API, or the browser says so) they stand, and the stored session is kept. A refusal (a bad
// or revoked session) is not offline and still signs the visitor out, as at any start-up. The guards are
// for people; RLS enforces every request.

import {
  type Identities,
  identitiesCleared,
  identitiesLoaded,
  initialisationFailed,
  initialising,
} from '@shop/shared/auth'
import { clearCart } from '@shop/shared/cart'
import type { AppStore } from '@shop/shared/store'
import {
  AUTH_STORAGE_KEY,
  getSupabase,
  mayHaveSession,
  onSupabaseCreated,
  type ShopClient,
} from '@shop/shared/supabase'
import { KEPT_IDENTITIES_KEY } from '@shop/shared/supabase/session-hint'
import { loadIdentities } from './load-identities.ts'

/** The outlet a signed-in outlet employee works at (kept in browser storage). */
export const OUTLET_ID_KEY = 'outletId'

/** How long the identities the server gave stand against a repeated SIGNED_IN for the same user. */
const CONFIRMED_FOR_MS = 60_000

/** The identities last read, with their user id, for a start-up with no connection. */
export { KEPT_IDENTITIES_KEY } from '@shop/shared/supabase/session-hint'

type Storage = Pick<globalThis.Storage, 'setItem' | 'removeItem'> & Partial<Pick<globalThis.Storage, 'getItem'>>

/** No answer came (a failed fetch, Auth's retryable fetch error), as opposed to an answer that refused. */
function isNoConnection(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name
  return error instanceof TypeError || name === 'AuthRetryableFetchError' || name === 'NoConnectionError'
}

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem?.(key)
    return raw ? (JSON.parse(raw) as unknown) : null
  } catch {
    return null
  }
}

/** The kept identities, if they belong to the user of the stored session. */
function keptIdentities(storage: Storage | null): Identities | null {
  const session = readJson(storage, AUTH_STORAGE_KEY) as { user?: { id?: unknown } } | null
  const kept = readJson(storage, KEPT_IDENTITIES_KEY) as { userId?: unknown; identities?: Identities } | null
  const userId = session?.user?.id
  return typeof userId === 'string' && kept?.userId === userId && kept.identities ? kept.identities : null
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export interface AuthSession {
  /** Reads the session and identities again (at start-up and after a sign-in). */
  initialise(): Promise<void>
  /**
   * What SIGNED_IN does. supabase-js also sends it for the stored session at start-up, right beside the
   * start-up's own read, and whenever the tab comes back into view: identities the server gave for this
   * user in the last minute stand; otherwise they are read again (an admin may have changed them).
   */
  signedIn(userId: string): Promise<void>
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
  let running: Promise<void> | null = null
  let confirmed: { userId: string; at: number } | null = null

  const forgetSession = () => {
    storage?.removeItem(AUTH_STORAGE_KEY)
    storage?.removeItem(OUTLET_ID_KEY)
    storage?.removeItem(KEPT_IDENTITIES_KEY)
  }

  function initialise(): Promise<void> {
    const run = read()
    running = run
    void run.finally(() => {
      if (running === run) running = null
    })
    return run
  }

  async function read() {
    const run = ++generation
    const wasReady = store.getState().auth.status === 'ready'
    // A returning user's page opens at once as at their last start-up (the identities the server gave
    // then, for this same stored session) and is checked again below: no spinner, no round trips first.
    const kept = wasReady ? null : keptIdentities(storage)
    if (kept) store.dispatch(identitiesLoaded(kept))
    else if (!wasReady) store.dispatch(initialising())
    try {
      // The browser knows it is offline: the kept identities stand, without waiting for Auth's retries
      // (restoring a session whose access token has expired retries its refresh for seconds).
      if (kept && browserOffline()) return
      const { data, error } = await client.auth.getSession()
      if (error) throw error
      if (run !== generation) return
      if (!data.session) {
        confirmed = null
        storage?.removeItem(OUTLET_ID_KEY)
        storage?.removeItem(KEPT_IDENTITIES_KEY)
        store.dispatch(identitiesCleared())
        return
      }
      // The browser knows it is offline: no need to wait for the API's retries to fail.
      if (browserOffline()) {
        throw Object.assign(new TypeError('The browser is offline'), { name: 'NoConnectionError' })
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
      storage?.setItem(KEPT_IDENTITIES_KEY, JSON.stringify({ userId: data.session.user.id, identities }))
      confirmed = { userId: data.session.user.id, at: Date.now() }
      store.dispatch(identitiesLoaded(identities))
    } catch (error) {
      if (run !== generation) return
      const keptNow = isNoConnection(error) ? keptIdentities(storage) : null
      if (keptNow) {
        console.warn('No connection: signed in as at the last start-up.', error)
        store.dispatch(identitiesLoaded(keptNow))
        return
      }
      if (wasReady) {
        // A background refresh that failed (offline, say) leaves the signed-in page as it was.
        console.warn('Could not refresh the signed-in identities:', error)
        return
      }
      forgetSession()
      store.dispatch(initialisationFailed(error instanceof Error ? error.message : 'Authentication failed'))
    }
  }

  async function signedIn(userId: string) {
    if (running) await running
    if (confirmed?.userId === userId && Date.now() - confirmed.at < CONFIRMED_FOR_MS) return
    await initialise()
  }

  async function signedOut() {
    generation++
    confirmed = null
    forgetSession()
    store.dispatch(identitiesCleared())
    store.dispatch(clearCart())
    await initialise()
  }

  return { initialise, signedIn, signedOut }
}

function listen(session: AuthSession, client: ShopClient) {
  client.auth.onAuthStateChange((event, authSession) => {
    const userId = authSession?.user.id
    // supabase-js holds its lock while it calls listeners: do the work after it returns.
    if (event === 'SIGNED_IN' && userId) setTimeout(() => void session.signedIn(userId), 0)
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
