// The sign-in state transitions of session.ts, with supabase-js against the local stand-in serving the
// product's migrations and seed (real Auth, real REST with RLS).
import path from 'node:path'
import { selectCurrentUser, selectOutletEmployee, selectRider } from '@shop/shared/auth'
import { addItem } from '@shop/shared/cart'
import type { Database } from '@shop/shared/database'
import { createAppStore } from '@shop/shared/store'
import { AUTH_STORAGE_KEY, type ShopClient } from '@shop/shared/supabase'
import { startTestStack, type TestStack } from '@shop/supabase-local/testing/stack'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAuthSession, OUTLET_ID_KEY } from './session.ts'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const PASSWORD = 'demo-pass-2026'
const KOLOLO_OUTLET_ID = '4c6294cf-41fe-53b0-8352-56f3df97be96'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack({ workdir: repoRoot })
}, 240_000)
afterAll(() => stack?.stop())

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A page: its store, its storage and its one Supabase client keeping the session there. */
function page(storage = memoryStorage(), { offline = false, requests = [] as string[] } = {}) {
  const client: ShopClient = createClient<Database>(stack.url, stack.config.anonKey, {
    global: {
      fetch: (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : input).pathname)
        // Offline: every request fails as a browser's fetch does with no connection.
        return offline ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init)
      },
    },
    auth: {
      storage,
      storageKey: AUTH_STORAGE_KEY,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    // Node 20 has no WebSocket and realtime-js insists on a transport; these tests never open a channel.
    realtime: { transport: class NoSocket {} as never },
  })
  const store = createAppStore(null)
  const session = createAuthSession(store, client, storage)
  return { storage, client, store, session, auth: () => store.getState().auth }
}

async function signedInPage(email: string) {
  const p = page()
  const { error } = await p.client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  await p.session.initialise()
  return p
}

describe('sign-in state', () => {
  it('start-up with no session: all identities are cleared', async () => {
    const p = page()
    await p.session.initialise()
    expect(p.auth()).toMatchObject({ status: 'ready', user: null, outletEmployee: null, rider: null })
  })

  it('with a session the users row is loaded', async () => {
    const p = await signedInPage('customer@example.com')
    expect(p.auth().status).toBe('ready')
    expect(selectCurrentUser(p.store.getState())).toMatchObject({ email: 'customer@example.com', is_admin: false })
    expect(p.storage.items.has(OUTLET_ID_KEY)).toBe(false)
  })

  it('an active outlet employee: the outlet_employees row is loaded and outletId kept in storage', async () => {
    const p = await signedInPage('outlet@example.com')
    expect(selectOutletEmployee(p.store.getState())).toMatchObject({ outlet_id: KOLOLO_OUTLET_ID, is_active: true })
    expect(p.storage.items.get(OUTLET_ID_KEY)).toBe(KOLOLO_OUTLET_ID)
  })

  it('no users row: the delivery_riders row is loaded', async () => {
    const p = await signedInPage('rider@example.com')
    expect(selectCurrentUser(p.store.getState())).toBeNull()
    expect(selectRider(p.store.getState())).toMatchObject({
      email: 'rider@example.com',
      full_name: 'Joseph Mugisha',
      is_active: true,
    })
  })

  it('neither a users nor a delivery_riders row: the user is signed out', async () => {
    const email = `no-profile-${Date.now()}@example.com`
    const admin = stack.service()
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    if (created.error) throw created.error
    const removed = await admin.from('users').delete().eq('id', created.data.user.id)
    expect(removed.error).toBeNull()

    const p = await signedInPage(email)
    expect(p.auth()).toMatchObject({ user: null, rider: null })
    expect((await p.client.auth.getSession()).data.session).toBeNull()
    expect(p.storage.items.has(AUTH_STORAGE_KEY)).toBe(false)
  })

  it('on SIGNED_OUT the stored session and outletId are removed, identities and cart cleared', async () => {
    const p = await signedInPage('outlet@example.com')
    p.store.dispatch(addItem({ product: { id: 'p1', name: 'Beef Sausages', price: 12500, discount_price: null } }))
    await p.client.auth.signOut({ scope: 'local' })
    await p.session.signedOut()
    expect(p.auth()).toMatchObject({ status: 'ready', user: null, outletEmployee: null, rider: null })
    expect(p.store.getState().cart.items).toEqual([])
    expect(p.storage.items.has(AUTH_STORAGE_KEY)).toBe(false)
    expect(p.storage.items.has(OUTLET_ID_KEY)).toBe(false)
  })

  it('a failed session initialisation removes the stored session', async () => {
    const p = page()
    const expiresAt = Math.floor(Date.now() / 1000) + 3600
    const forged = {
      access_token: 'not-a-jwt',
      refresh_token: 'nope',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: expiresAt,
      user: { id: '00000000-0000-4000-8000-000000000001', aud: 'authenticated', email: 'x@example.com' },
    }
    p.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(forged))
    await p.session.initialise()
    expect(p.auth().status).toBe('error')
    expect(p.storage.items.has(AUTH_STORAGE_KEY)).toBe(false)
  })

  it('offline, a rider stays signed in as at the last start-up with a connection (the rider app opens offline)', async () => {
    const online = await signedInPage('rider@example.com')
    const offline = page(online.storage, { offline: true })
    await offline.session.initialise()
    expect(offline.auth().status).toBe('ready')
    expect(selectRider(offline.store.getState())).toMatchObject({ email: 'rider@example.com', is_active: true })
    expect(offline.storage.items.has(AUTH_STORAGE_KEY)).toBe(true)
  }, 30_000)

  it('offline with no identities kept for the stored session: the start-up fails as before', async () => {
    const online = await signedInPage('rider@example.com')
    online.storage.removeItem('shop-identities')
    const offline = page(online.storage, { offline: true })
    await offline.session.initialise()
    expect(offline.auth().status).toBe('error')
    expect(offline.store.getState().auth.rider).toBeNull()
  }, 30_000)

  it("a returning rider's page opens at once as at the last start-up (no spinner, nothing asked first), then is checked again", async () => {
    const before = await signedInPage('rider@example.com')
    const p = page(before.storage)
    const seen: string[] = []
    const unsubscribe = p.store.subscribe(() => seen.push(p.auth().status))
    const checked = p.session.initialise()
    // Before any answer from Auth or the API.
    expect(p.auth().status).toBe('ready')
    expect(selectRider(p.store.getState())).toMatchObject({ email: 'rider@example.com', is_active: true })
    await checked
    unsubscribe()
    expect(seen).not.toContain('initialising')
    expect(selectRider(p.store.getState())).toMatchObject({ email: 'rider@example.com', is_active: true })
  })

  it('the browser offline: the kept identities stand and neither Auth nor the API is asked (no wait for retries)', async () => {
    const before = await signedInPage('rider@example.com')
    const asked: string[] = []
    const p = page(before.storage)
    const client = createClient<Database>(stack.url, stack.config.anonKey, {
      global: {
        fetch: (input: RequestInfo | URL) => {
          asked.push(String(input))
          return Promise.reject(new TypeError('offline'))
        },
      },
      auth: {
        storage: before.storage,
        storageKey: AUTH_STORAGE_KEY,
        autoRefreshToken: false,
        detectSessionInUrl: false,
      },
      realtime: { transport: class NoSocket {} as never },
    })
    vi.stubGlobal('navigator', { onLine: false })
    try {
      await createAuthSession(p.store, client, before.storage).initialise()
    } finally {
      vi.unstubAllGlobals()
    }
    expect(asked).toEqual([])
    expect(p.auth().status).toBe('ready')
    expect(selectRider(p.store.getState())).toMatchObject({ email: 'rider@example.com' })
    expect(before.storage.items.has(AUTH_STORAGE_KEY)).toBe(true)
  })

  it('kept identities do not save a session the server refuses: the visitor is signed out as at any start-up', async () => {
    const p = page()
    const userId = '00000000-0000-4000-8000-000000000002'
    const forged = {
      access_token: 'not-a-jwt',
      refresh_token: 'nope',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: { id: userId, aud: 'authenticated', email: 'y@example.com' },
    }
    p.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(forged))
    const rider = { id: userId, email: 'y@example.com', full_name: 'Y', is_active: true }
    p.storage.setItem(
      'shop-identities',
      JSON.stringify({ userId, identities: { user: null, outletEmployee: null, rider } }),
    )
    await p.session.initialise()
    expect(p.auth().status).toBe('error')
    expect(selectRider(p.store.getState())).toBeNull()
    expect(p.storage.items.has(AUTH_STORAGE_KEY)).toBe(false)
    expect(p.storage.items.has('shop-identities')).toBe(false)
  })

  it('reading the identities again on a ready page does not leave the ready state', async () => {
    const p = await signedInPage('customer@example.com')
    const seen: string[] = []
    const unsubscribe = p.store.subscribe(() => seen.push(p.auth().status))
    await p.session.initialise()
    unsubscribe()
    expect(seen).not.toContain('initialising')
    expect(selectCurrentUser(p.store.getState())?.email).toBe('customer@example.com')
  })

  it("SIGNED_IN for the stored session at start-up (supabase-js sends it beside the start-up's read) reads nothing twice", async () => {
    const signIn = await signedInPage('customer@example.com')
    const requests: string[] = []
    const p = page(signIn.storage, { requests })
    const userId = selectCurrentUser(signIn.store.getState())?.id ?? ''
    await Promise.all([p.session.initialise(), p.session.signedIn(userId)])
    expect(selectCurrentUser(p.store.getState())?.email).toBe('customer@example.com')
    expect(requests.filter((path) => path === '/rest/v1/users')).toHaveLength(1)
    // ... nor when the tab comes back into view soon after.
    await p.session.signedIn(userId)
    expect(requests.filter((path) => path === '/rest/v1/users')).toHaveLength(1)
  })

  it('SIGNED_IN reads the identities again for another user, and for the same one a minute after the last read', async () => {
    const requests: string[] = []
    const p = page(memoryStorage(), { requests })
    await p.session.initialise()
    const usersRead = () => requests.filter((path) => path === '/rest/v1/users').length
    expect(usersRead()).toBe(0)

    const { data, error } = await p.client.auth.signInWithPassword({ email: 'admin@example.com', password: PASSWORD })
    if (error) throw error
    await p.session.signedIn(data.user.id)
    expect(selectCurrentUser(p.store.getState())).toMatchObject({ email: 'admin@example.com', is_admin: true })
    expect(usersRead()).toBe(1)

    const now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000)
    try {
      await p.session.signedIn(data.user.id)
    } finally {
      clock.mockRestore()
    }
    expect(usersRead()).toBe(2)
  })
})
