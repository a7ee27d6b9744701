// The fake API answers supabase-js as PostgREST and Storage do, for what the screens ask: a component
// test that passes against it says something about the real API only while this holds.
import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { createFakeSupabase, FAKE_ANON_KEY, FAKE_SUPABASE_URL, refusal } from './fake-supabase.ts'

function clientOf(server: ReturnType<typeof createFakeSupabase>) {
  return createClient(FAKE_SUPABASE_URL, FAKE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: server.fetch },
  })
}

const orders = [
  { id: 'a', number: 3, status: 'pending', rider_id: null },
  { id: 'b', number: 1, status: 'delivered', rider_id: 'r1' },
  { id: 'c', number: 2, status: 'pending', rider_id: 'r1' },
]

describe('the fake Supabase API', () => {
  it('filters, orders, ranges and counts a read as PostgREST does', async () => {
    const server = createFakeSupabase()
    server.table('orders', orders)
    const db = clientOf(server)
    const page = await db
      .from('orders')
      .select('*', { count: 'exact' })
      .order('number', { ascending: false })
      .range(1, 1)
    expect(page).toMatchObject({ data: [{ id: 'c' }], count: 3, error: null })
    const some = await db.from('orders').select('*').in('status', ['pending']).eq('rider_id', 'r1')
    expect(some.data).toEqual([{ id: 'c', number: 2, status: 'pending', rider_id: 'r1' }])
    const none = await db.from('orders').select('*').is('rider_id', null)
    expect(none.data?.map((row) => row.id)).toEqual(['a'])
  })

  it('answers single() with one row, or 406 PGRST116; maybeSingle() with the row or null', async () => {
    const server = createFakeSupabase()
    server.table('orders', orders)
    const db = clientOf(server)
    expect((await db.from('orders').select('*').eq('id', 'b').single()).data).toMatchObject({ number: 1 })
    const missing = await db.from('orders').select('*').eq('id', 'x').single()
    expect(missing).toMatchObject({ data: null, status: 406, error: { code: 'PGRST116' } })
    expect((await db.from('orders').select('*').eq('id', 'x').maybeSingle()).data).toBeNull()
  })

  it('runs functions: a value, rows read like a table, or a business error by its code and details', async () => {
    const server = createFakeSupabase()
    server.rpc('assignable_riders', () => [{ id: 'r2' }, { id: 'r1' }])
    server.rpc('quote_order', () => refusal('invalid_coupon', { coupon_code: 'NOPE' }))
    server.rpc('mark_order_processing', () => null)
    const db = clientOf(server)
    expect((await db.rpc('assignable_riders', { order_id: 'a' }).order('id')).data).toEqual([
      { id: 'r1' },
      { id: 'r2' },
    ])
    const refused = await db.rpc('quote_order', { items: [] })
    expect(refused.status).toBe(400)
    expect(refused.error).toMatchObject({ code: 'KM010', details: '{"coupon_code":"NOPE"}' })
    expect(await db.rpc('mark_order_processing', { order_id: 'a' })).toMatchObject({ data: null, error: null })
    expect(server.rpcCalls('mark_order_processing')).toEqual([{ order_id: 'a' }])
  })

  it('inserts, updates and deletes the rows a write names', async () => {
    const server = createFakeSupabase()
    server.table('customer_addresses', [{ id: 'h', label: 'Home' }])
    const db = clientOf(server)
    expect((await db.from('customer_addresses').insert({ label: 'Work' })).error).toBeNull()
    expect((await db.from('customer_addresses').update({ label: 'Home 2' }).eq('id', 'h')).error).toBeNull()
    expect((await db.from('customer_addresses').delete().eq('label', 'Work')).error).toBeNull()
    expect(server.rows('customer_addresses')).toEqual([{ id: 'h', label: 'Home 2' }])
  })

  it('signs URLs for stored objects only, and takes an upload once', async () => {
    const server = createFakeSupabase()
    server.storeObject('delivery-photos', 'o1/1.jpg')
    const bucket = clientOf(server).storage.from('delivery-photos')
    expect((await bucket.createSignedUrl('o1/1.jpg', 60)).data?.signedUrl).toBe(
      `${FAKE_SUPABASE_URL}/storage/v1/object/sign/delivery-photos/o1/1.jpg?token=fake-token`,
    )
    expect((await bucket.createSignedUrl('o1/2.jpg', 60)).error).not.toBeNull()
    expect((await bucket.upload('o1/3.jpg', new Blob(['jpeg']))).error).toBeNull()
    expect((await bucket.upload('o1/3.jpg', new Blob(['jpeg']))).error).not.toBeNull()
    expect(server.uploads()).toEqual(['delivery-photos/o1/3.jpg'])
  })

  it('lists a request nothing answers, and fails the next request to a route when told', async () => {
    const server = createFakeSupabase()
    server.table('orders', orders)
    server.failNext('GET /rest/v1/orders')
    const db = clientOf(server)
    expect((await db.from('orders').select('*')).status).toBe(500)
    expect((await db.from('orders').select('*')).data).toHaveLength(3)
    expect((await db.from('products').select('*')).status).toBe(404)
    expect(server.unhandled).toEqual([`GET ${FAKE_SUPABASE_URL}/rest/v1/products?select=*`])
  })
})
