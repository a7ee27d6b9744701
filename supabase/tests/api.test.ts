// The database as the apps reach it: supabase-js against the local stand-in serving these migrations
// and the seed (REST as PostgREST, Auth as GoTrue, Storage), signed in as the demo accounts.

import { isBusinessError, readBusinessError, refusalMessage } from '@shop/shared/errors'
import { startTestStack, type TestStack } from '@shop/supabase-local/testing/stack'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import { RAISED_ORDER_LIMITS, raisedLimits, repoRoot } from './support/database.ts'

let stack: TestStack

/** A browser-like client (Node 20 has no global WebSocket: realtime-js gets `ws`). */
const anonClient = () =>
  createClient(stack.url, stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  })

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = anonClient()
  const { error } = await client.auth.signInWithPassword({ email, password: 'demo-pass-2026' })
  if (error) throw error
  return client
}

const kampala = { delivery_latitude: 0.3356, delivery_longitude: 32.5947 }
const contact = { full_name: 'Sarah Namubiru', email: 'customer@example.com', phone: '+256772481530' }

beforeAll(async () => {
  stack = await startTestStack({ workdir: repoRoot, configOverride: raisedLimits })
  await stack.db.exec(RAISED_ORDER_LIMITS)
}, 180_000)
afterAll(() => stack?.stop())

describe('over the API, as the storefront calls it', () => {
  it('the demo customer signs in, quotes a cart, places an order with place_order and reads it back with its lines', async () => {
    const customer = await signedIn('customer@example.com')
    const { data: products } = await customer
      .from('products')
      .select('id, name, price, discount_price, stock, category:product_categories(slug)')
      .gt('stock', 20)
      .order('name')
      .limit(2)
    expect(products).toHaveLength(2)
    const items = (products ?? []).map((p) => ({ product_id: p.id as string, quantity: 1 }))

    const quote = await customer.rpc('quote_order', { items, coupon_code: 'meat15' })
    expect(quote.error).toBeNull()
    const placed = await customer.rpc('place_order', {
      items,
      coupon_code: 'meat15',
      shipping_address: contact,
      ...kampala,
      delivery_instructions: 'Call at the gate',
      payment_method: 'cash_on_delivery',
    })
    expect(placed.error).toBeNull()
    expect(placed.data).toMatchObject({ status: 'pending', payment_status: 'pending', coupon_code: 'MEAT15' })
    expect(Number(placed.data.total_amount)).toBe(quote.data.total_amount)

    const { data: order, error } = await customer
      .from('orders')
      .select('id, status, total_amount, order_items(quantity, price, product:products(name))')
      .eq('id', placed.data.id)
      .single()
    expect(error).toBeNull()
    expect(order?.order_items).toHaveLength(2)
  })

  it('refusals come back as HTTP 400 with their code and JSON details, which the storefront words as the spec does', async () => {
    const customer = await signedIn('customer@example.com')
    const { data: product } = await customer.from('products').select('id').gt('stock', 0).limit(1).single()
    const items = [{ product_id: product?.id, quantity: 1 }]
    const coupon = await customer.rpc('quote_order', { items, coupon_code: 'notacode' })
    expect(coupon.status).toBe(400)
    expect(coupon.error).toMatchObject({ code: 'KM010', details: '{"coupon_code": "NOTACODE"}' })
    expect(refusalMessage(coupon.error, 'fallback')).toEqual({
      message: 'Invalid coupon code',
      hint: 'Check the code and try again.',
    })

    const abroad = await customer.rpc('place_order', {
      items,
      shipping_address: contact,
      delivery_latitude: -1.2864,
      delivery_longitude: 36.8172,
    })
    expect(abroad.status).toBe(400)
    expect(isBusinessError(abroad.error, 'outside_uganda')).toBe(true)
    expect(refusalMessage(abroad.error, 'fallback')).toEqual({
      message: 'Selected location must be in Uganda',
      hint: 'Please select a location in Uganda',
    })

    const { data: soldOut } = await customer.from('products').select('id, name').eq('stock', 0).limit(1).single()
    const none = await customer.rpc('place_order', {
      items: [{ product_id: soldOut?.id, quantity: 1 }],
      shipping_address: contact,
      ...kampala,
    })
    expect(readBusinessError(none.error, 'out_of_stock')?.details).toEqual({
      product_id: soldOut?.id,
      product_name: soldOut?.name,
    })
    expect(refusalMessage(none.error, 'fallback')).toEqual({
      message: `${soldOut?.name} is out of stock`,
      hint: 'Please remove it from your cart.',
    })

    // Who the caller is: 42501, which PostgREST answers 401 to a visitor and 403 to a signed-in user.
    const visitor = await anonClient().rpc('place_order', { items, shipping_address: contact, ...kampala })
    expect({ status: visitor.status, code: visitor.error?.code }).toEqual({ status: 401, code: '42501' })
    const rider = await (await signedIn('rider@example.com')).rpc('place_order', {
      items,
      shipping_address: contact,
      ...kampala,
    })
    expect({ status: rider.status, code: rider.error?.code }).toEqual({ status: 403, code: '42501' })
  })

  it('a customer cannot read another customer’s order, the coupons, or the admins’ notifications', async () => {
    const admin = await signedIn('admin@example.com')
    const { data: someoneElses } = await admin
      .from('orders')
      .select('id, user:users!inner(email)')
      .neq('user.email', 'customer@example.com')
      .limit(1)
      .single()
    expect(someoneElses?.id).toBeTruthy()

    const customer = await signedIn('customer@example.com')
    const order = await customer.from('orders').select('id').eq('id', someoneElses?.id).maybeSingle()
    expect(order.error).toBeNull()
    expect(order.data).toBeNull()
    expect((await customer.from('coupons').select('code')).data).toEqual([])
    expect((await customer.from('admin_notifications').select('id')).data).toEqual([])
    const visitor = await anonClient().from('admin_notifications').select('id')
    expect(visitor.error?.code).toBe('42501')
  })

  it('a rider signing up in the rider portal gets a rider profile, offline, active and awaiting approval', async () => {
    const client = anonClient()
    const email = `new.rider.${Date.now()}@example.com`
    const { data, error } = await client.auth.signUp({
      email,
      password: 'boda-boda-2026',
      options: { data: { full_name: 'New Rider', phone: '+256701234567', vehicle_type: 'bicycle', is_rider: true } },
    })
    expect(error).toBeNull()
    const { data: rider } = await client
      .from('delivery_riders')
      .select('full_name, status, is_active, vehicle_type, approval')
      .eq('id', data.user?.id)
      .single()
    expect(rider).toEqual({
      full_name: 'New Rider',
      status: 'offline',
      is_active: true,
      vehicle_type: 'bicycle',
      approval: 'awaiting_approval',
    })
  })

  it('the seeded product pictures are served from public storage', async () => {
    const { data: product } = await anonClient().from('products').select('image_urls').limit(1).single()
    const response = await fetch(`${stack.url}/storage/v1/object/public/${product?.image_urls[0]}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(await response.text()).toContain('<svg')
  })
})

describe('live delivery tracking over realtime (issue 13)', () => {
  it("the rider's position reaches the order's customer as it is shared, and no other customer", async () => {
    const admin = await signedIn('admin@example.com')
    const customer = await signedIn('customer@example.com')
    const rider = await signedIn('rider@example.com')
    const other = anonClient()
    const signUp = await other.auth.signUp({
      email: `other.customer.${Date.now()}@example.com`,
      password: 'kampala-2026',
      options: { data: { full_name: 'Other Customer' } },
    })
    expect(signUp.error).toBeNull()

    const { data: products } = await customer.from('products').select('id').gt('stock', 20).order('name').limit(1)
    const placed = await customer.rpc('place_order', {
      items: [{ product_id: products?.[0]?.id as string, quantity: 1 }],
      shipping_address: contact,
      ...kampala,
      payment_method: 'cash_on_delivery',
    })
    expect(placed.error).toBeNull()
    const orderId = placed.data.id as string
    const { data: riderUser } = await rider.auth.getUser()
    await rider
      .from('delivery_riders')
      .update({ status: 'online' })
      .eq('id', riderUser.user?.id as string)
    expect(
      (await admin.rpc('assign_rider', { order_id: orderId, rider_id: riderUser.user?.id as string })).error,
    ).toBeNull()
    expect((await rider.rpc('confirm_pickup', { order_id: orderId })).error).toBeNull()

    const heard = (client: SupabaseClient, name: string) => {
      const events: Array<Record<string, unknown>> = []
      const joined = new Promise<void>((resolve) => {
        client
          .channel(name)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'delivery_positions', filter: `order_id=eq.${orderId}` },
            (change) => events.push(change.new as Record<string, unknown>),
          )
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') resolve()
          })
      })
      return { events, joined }
    }
    const customerHears = heard(customer, 'tracking-customer')
    const otherHears = heard(other, 'tracking-other')
    await Promise.all([customerHears.joined, otherHears.joined])

    const shared = await rider.rpc('share_delivery_position', {
      order_id: orderId,
      latitude: 0.3301,
      longitude: 32.5872,
      accuracy_m: 15,
    })
    expect(shared).toMatchObject({ error: null, data: true })
    await expect.poll(() => customerHears.events.length, { timeout: 10_000 }).toBe(1)
    expect(customerHears.events[0]).toMatchObject({ order_id: orderId, latitude: 0.3301, longitude: 32.5872 })
    // The other customer's subscription was checked against their RLS: nothing for them.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(otherHears.events).toEqual([])
    expect((await other.from('delivery_positions').select('order_id').eq('order_id', orderId)).data).toEqual([])

    expect((await rider.rpc('cancel_delivery', { order_id: orderId, reason: 'Test over' })).error).toBeNull()
    expect((await customer.from('delivery_positions').select('order_id').eq('order_id', orderId)).data).toEqual([])
    await Promise.all([customer.removeAllChannels(), other.removeAllChannels()])
  })
})
