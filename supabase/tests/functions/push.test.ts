// Push to riders: a browser subscribes through POST /api/notifications/subscribe with the VAPID public
// key the function hands out; when an order is assigned to the rider (by whichever client), the
// database's webhook has the function send an encrypted Web Push. Here the push service is a local
// HTTPS server: the test decrypts what it received with the subscription's private key.

import type { TestStack } from '@shop/supabase-local/testing/stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserKeys, decryptPush, startPushService, verifyVapid } from './support/push-endpoint.ts'
import {
  callFunction,
  eventually,
  newCustomer,
  placeOrder,
  type Session,
  signIn,
  startProductStack,
} from './support/stack.ts'

let stack: TestStack
let pushService: Awaited<ReturnType<typeof startPushService>>
let rider: Session
let admin: Session

beforeAll(async () => {
  // The function's fetch must accept the test push service's self-signed certificate.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  pushService = await startPushService((path) => (path.startsWith('/gone') ? 410 : 201))
  // The suite's push service listens on 127.0.0.1: loopback endpoints are let through on the stand-in
  // only when asked (tests/bad-input.test.ts checks they are refused otherwise).
  process.env.PUSH_ALLOW_LOOPBACK_ENDPOINTS = 'true'
  stack = await startProductStack()
  rider = await signIn(stack, 'rider@example.com')
  admin = await signIn(stack, 'admin@example.com')
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  await pushService?.stop()
})

const subscriptionsOf = async (userId: string) =>
  (
    await stack.db.query<{ endpoint: string }>(
      'select endpoint from public.push_subscriptions where user_id = $1 order by endpoint',
      [userId],
    )
  ).rows

describe('subscribing', () => {
  it('hands out one VAPID public key, the same on every call', async () => {
    const first = await (await callFunction(stack, 'notifications/vapid-public-key')).json()
    const second = await (await callFunction(stack, 'notifications/vapid-public-key')).json()
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/) // 65 bytes, base64url
    expect(Buffer.from(first.publicKey, 'base64url')[0]).toBe(4)
    expect(second).toEqual(first)
  })

  it('stores a browser’s push subscription for the signed-in user; a visitor or a malformed one is refused', async () => {
    const browser = await browserKeys()
    const endpoint = `${pushService.origin}/subscribe-check`
    const stored = await callFunction(stack, 'notifications/subscribe', {
      token: rider.token,
      body: { endpoint, expirationTime: null, keys: browser.keys },
    })
    expect(stored.status).toBe(201)
    expect(await subscriptionsOf(rider.userId)).toContainEqual({ endpoint })
    const visitor = await callFunction(stack, 'notifications/subscribe', { body: { endpoint, keys: browser.keys } })
    expect(visitor.status).toBe(401)
    const broken = await callFunction(stack, 'notifications/subscribe', {
      token: rider.token,
      body: { endpoint: 'http://insecure.example/push', keys: browser.keys },
    })
    expect(broken.status).toBe(400)
    const keyless = await callFunction(stack, 'notifications/subscribe', {
      token: rider.token,
      body: { endpoint, keys: { p256dh: 'AAAA', auth: 'x' } },
    })
    expect(keyless.status).toBe(400)
    await callFunction(stack, 'notifications/unsubscribe', { token: rider.token, body: { endpoint } })
    expect(await subscriptionsOf(rider.userId)).not.toContainEqual({ endpoint })
  })

  it('the push webhook refuses a caller without the database’s secret', async () => {
    const response = await callFunction(stack, 'notifications/dispatch', {
      body: { type: 'UPDATE', table: 'orders', record: {} },
    })
    expect(response.status).toBe(401)
  })
})

describe('a rider assigned an order', () => {
  it('receives a push the test decrypts with the subscription’s key: VAPID-signed, "New delivery assigned", the order’s link; a gone subscription is removed', async () => {
    const { publicKey } = await (await callFunction(stack, 'notifications/vapid-public-key')).json()
    const phone = await browserKeys()
    const oldPhone = await browserKeys()
    for (const [endpoint, keys] of [
      [`${pushService.origin}/push/rider-phone`, phone.keys],
      [`${pushService.origin}/gone/old-phone`, oldPhone.keys],
    ] as const) {
      expect(
        (await callFunction(stack, 'notifications/subscribe', { token: rider.token, body: { endpoint, keys } })).status,
      ).toBe(201)
    }

    const customer = await newCustomer(stack)
    const order = await placeOrder(customer, 'cash_on_delivery')
    const assigned = await admin.client.rpc('assign_rider', { order_id: order.id, rider_id: rider.userId })
    expect(assigned.error).toBeNull()

    const delivered = await eventually(
      async () => pushService.received.filter((p) => p.path === '/push/rider-phone'),
      (p) => p.length === 1,
    )
    const push = delivered[0] as (typeof delivered)[number]
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push.headers.ttl)).toBeGreaterThan(0)
    const vapid = await verifyVapid(String(push.headers.authorization))
    expect(vapid).toMatchObject({ valid: true, publicKey, header: { alg: 'ES256', typ: 'JWT' } })
    expect(vapid.claims.aud).toBe(pushService.origin)
    expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/)
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now())
    expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000)

    const message = JSON.parse(await decryptPush(new Uint8Array(push.body), phone))
    expect(message).toEqual({
      title: 'New delivery assigned',
      body: expect.stringMatching(new RegExp(`^Order #${order.number} to Plot 4 Kira Road, Kampala: UGX [\\d,]+$`)),
      url: `/rider/orders/${order.id}`,
      tag: `order-${order.id}`,
      orderId: order.id,
    })
    // The old phone's push service answered 410 Gone: that subscription is forgotten.
    await eventually(
      () => subscriptionsOf(rider.userId),
      (rows) => !rows.some((r) => r.endpoint.includes('/gone/')),
    )
    expect(await subscriptionsOf(rider.userId)).toEqual([{ endpoint: `${pushService.origin}/push/rider-phone` }])
  })

  it('gets nothing when an order is only moved along without being (re)assigned to them', async () => {
    /** Sends whatever the database queued for pg_net, so a push it would cause has arrived by now. */
    const drain = async () => {
      const response = await fetch(`${stack.url}/net/drain`, {
        method: 'POST',
        headers: { apikey: stack.config.serviceRoleKey },
      })
      expect(response.status).toBe(200)
      await response.text()
    }
    const before = pushService.received.length
    const customer = await newCustomer(stack)
    const order = await placeOrder(customer, 'cash_on_delivery')
    expect((await admin.client.rpc('mark_order_processing', { order_id: order.id })).error).toBeNull()
    await drain()
    expect(pushService.received.length).toBe(before)

    // Assigned to the rider: one push. Picked up afterwards: no other.
    expect((await admin.client.rpc('assign_rider', { order_id: order.id, rider_id: rider.userId })).error).toBeNull()
    await eventually(
      async () => pushService.received.length,
      (n) => n === before + 1,
    )
    expect((await rider.client.rpc('confirm_pickup', { order_id: order.id })).error).toBeNull()
    await drain()
    expect(pushService.received.length).toBe(before + 1)
  })
})
