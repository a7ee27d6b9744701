// The portals' data layer against the real stand-in serving the product's schema and seed: queries,
// counts, RPCs and storage through one base query; errors in one shape; mutations and realtime changes
// invalidating what screens have cached.
import path from 'node:path'
import { combineSlices, configureStore } from '@reduxjs/toolkit'
import type { ShopClient } from '@shop/shared/supabase'
import { startTestStack, type TestStack } from '@shop/supabase-local/testing/stack'
import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Database } from '../supabase/database.types.ts'
import { jsonFields } from '../supabase/json.ts'
import { createShopApi } from './create-api.ts'
import { supabaseMutation, supabaseQuery } from './endpoints.ts'
import { subscribeToChanges } from './live.ts'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const PASSWORD = 'demo-pass-2026'

let stack: TestStack
let admin: ShopClient

beforeAll(async () => {
  stack = await startTestStack({ workdir: repoRoot })
  admin = createClient<Database>(stack.url, stack.config.anonKey, clientOptions)
  const { error } = await admin.auth.signInWithPassword({ email: 'admin@example.com', password: PASSWORD })
  if (error) throw error
}, 240_000)
afterAll(async () => {
  await admin?.removeAllChannels()
  await stack?.stop()
}, 60_000)

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no global WebSocket; realtime-js needs a transport to construct the client.
  realtime: { transport: WebSocket as never },
}

/** A page's store with the api and a notifications screen's endpoints injected, over `client`. */
function page(client: ShopClient) {
  const api = createShopApi(async () => client)
  const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
    endpoints: (build) => ({
      unread: supabaseQuery(build, {
        query: () => (db) =>
          db
            .from('admin_notifications')
            .select('id, message, read', { count: 'exact' })
            .eq('read', false)
            .order('created_at', { ascending: false })
            .limit(5),
        transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? 0 }),
        providesTags: ['Notification'],
      }),
      markRead: supabaseMutation(build, {
        query: (id: string) => (db) => db.from('admin_notifications').update({ read: true }).eq('id', id),
        invalidatesTags: ['Notification'],
      }),
      quote: supabaseQuery(build, {
        query: (productId: string) => (db) =>
          db.rpc('quote_order', { items: [{ product_id: productId, quantity: 2 }] }),
        transformResponse: (quote) => ({ subtotal: jsonFields(quote, 'quote_order').number('subtotal') }),
      }),
      broken: supabaseQuery(build, {
        query: () => (db) => db.from('admin_notifications').select('no_such_column'),
      }),
      productImages: supabaseQuery(build, {
        query: () => (db) => db.storage.from('product-images').list('', { limit: 3 }),
      }),
    }),
  })
  const store = configureStore({
    reducer: combineSlices(api),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
  return { store, notificationsApi }
}

async function insertNotification(message: string) {
  const { data, error } = await stack
    .service()
    .from('admin_notifications')
    .insert({ message, type: 'other' })
    .select('id')
    .single()
  if (error) throw error
  return data.id as string
}

describe('the portals data layer (RTK Query over supabase-js)', () => {
  it('reads rows with their exact count, as the signed-in user and RLS allow', async () => {
    await insertNotification('Fresh delivery of goat meat arrived')
    const { store, notificationsApi } = page(admin)
    const result = await store.dispatch(notificationsApi.endpoints.unread.initiate())
    expect(result.error).toBeUndefined()
    expect(result.data?.rows.length).toBeGreaterThan(0)
    expect(result.data?.rows.length).toBeLessThanOrEqual(5)
    expect(result.data?.total).toBeGreaterThanOrEqual(result.data?.rows.length ?? 0)
    expect(result.data?.rows.some((n) => n.message === 'Fresh delivery of goat meat arrived')).toBe(true)
    // Each row is the columns selected, no more, as the endpoint's type (read from the select) says.
    for (const row of result.data?.rows ?? []) expect(Object.keys(row).sort()).toEqual(['id', 'message', 'read'])

    // A visitor may not read them at all.
    const visitor = page(stack.anon() as ShopClient)
    const refused = await visitor.store.dispatch(visitor.notificationsApi.endpoints.unread.initiate())
    expect(refused.data).toBeUndefined()
    expect(refused.error).toMatchObject({ status: 401, code: '42501' })
  })

  it('a mutation invalidates the tags its screen provides, so the list is read again', async () => {
    const id = await insertNotification('Low stock: Beef Sausages')
    const { store, notificationsApi } = page(admin)
    const subscription = store.dispatch(notificationsApi.endpoints.unread.initiate())
    await subscription
    const before = notificationsApi.endpoints.unread.select()(store.getState()).data?.total ?? 0
    await store.dispatch(notificationsApi.endpoints.markRead.initiate(id))
    await expect.poll(() => notificationsApi.endpoints.unread.select()(store.getState()).data?.total).toBe(before - 1)
    subscription.unsubscribe()
  })

  it('calls RPCs and storage through the same base query', async () => {
    const { store, notificationsApi } = page(admin)
    const { data: product, error } = await admin.from('products').select('id, price, discount_price').limit(1).single()
    if (error) throw error
    const quote = await store.dispatch(notificationsApi.endpoints.quote.initiate(product.id))
    expect(quote.data?.subtotal).toBe(2 * (product.discount_price ?? product.price))
    const images = await store.dispatch(notificationsApi.endpoints.productImages.initiate())
    expect(images.data?.length).toBe(3)
  })

  it('gives every failure one serialisable shape: status, code, message', async () => {
    const { store, notificationsApi } = page(admin)
    const broken = await store.dispatch(notificationsApi.endpoints.broken.initiate())
    expect(broken.error).toMatchObject({
      status: 400,
      code: '42703',
      message: expect.stringContaining('no_such_column'),
    })
    // No answer at all, as on a dropped connection (supabase-js retries a read three times first).
    const offline = page(
      createClient<Database>(stack.url, stack.config.anonKey, {
        ...clientOptions,
        global: { fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
      }),
    )
    const failed = await offline.store.dispatch(offline.notificationsApi.endpoints.unread.initiate())
    expect(failed.error).toMatchObject({ status: 'network', message: expect.any(String) })
    expect(JSON.parse(JSON.stringify(failed.error))).toEqual(failed.error)
  }, 30_000)

  it('a realtime change to the table invalidates the cached list, which then shows the new row', async () => {
    const { store, notificationsApi } = page(admin)
    const subscription = store.dispatch(notificationsApi.endpoints.unread.initiate())
    await subscription
    const changes: string[] = []
    const subscribed = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (admin.getChannels().some((c) => c.state === 'joined')) {
          clearInterval(check)
          resolve()
        }
      }, 20)
    })
    const unsubscribe = subscribeToChanges(admin, { table: 'admin_notifications', event: 'INSERT' }, (change) => {
      if (change && 'message' in change.new) changes.push(String(change.new.message))
      store.dispatch(notificationsApi.util.invalidateTags(['Notification']))
    })
    await subscribed
    await insertNotification('New order received from Ntinda')
    await expect
      .poll(() => notificationsApi.endpoints.unread.select()(store.getState()).data?.rows[0]?.message, {
        timeout: 10_000,
      })
      .toBe('New order received from Ntinda')
    expect(changes).toEqual(['New order received from Ntinda'])
    unsubscribe()
    subscription.unsubscribe()
  })
})
