// Generated bad input against the shop's own API (the product's schema and functions, through the
// stand-in): the order functions, sign-up and one-time codes, storage paths and push subscriptions. A
// client's mistake gets a 4xx in the service's documented error shape, never a 500, and the API keeps
// answering afterwards.

import type { TestStack } from '@shop/supabase-local/testing/stack'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newCustomer, type Session, startProductStack } from './functions/support/stack.ts'

let stack: TestStack
let customer: Session

beforeAll(async () => {
  stack = await startProductStack()
  customer = await newCustomer(stack)
})
afterAll(async () => {
  await stack?.stop()
})

const deepArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** Raw JSON texts: nested far deeper than any client sends, or just odd. */
const oddJson = fc.oneof(
  fc.constantFrom(deepArray(10_000), deepObject(10_000), deepArray(500), deepArray(65), '"\\u0000"', 'null', '[]'),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
)

async function post(path: string, body: string, token?: string) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {
      apikey: stack.config.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  })
  return { status: response.status, text: await response.text() }
}

/** Runs `send` over `samples`, and answers every status seen with one example each. */
async function statusesOf<T>(samples: T[], send: (sample: T) => Promise<{ status: number; text: string }>) {
  const seen = new Map<number, string>()
  for (const sample of samples) {
    const { status, text } = await send(sample)
    if (!seen.has(status) || status >= 500) seen.set(status, `${JSON.stringify(sample).slice(0, 200)} → ${text}`)
  }
  return seen
}

const serverErrors = (seen: Map<number, string>) => [...seen].filter(([status]) => status >= 500)

describe('the order functions (quote_order, place_order)', () => {
  it('answer 4xx in PostgREST’s shape to generated and deeply nested items, signed in or not', async () => {
    const request = fc.record({
      fn: fc.constantFrom('quote_order', 'place_order'),
      token: fc.constantFrom(undefined, 'customer'),
      body: fc.oneof(
        oddJson.map((items) => `{"items":${items}}`),
        oddJson.map((id) => `{"items":[{"product_id":${id},"quantity":1}]}`),
        oddJson.map((q) => `{"items":[],"coupon_code":${q},"shipping_address":${q}}`),
        oddJson,
      ),
    })
    const samples = fc.sample(request, { numRuns: 150, seed: 14 })
    const seen = await statusesOf(samples, ({ fn, token, body }) =>
      post(`/rest/v1/rpc/${fn}`, body, token ? customer.token : undefined),
    )
    expect(serverErrors(seen)).toEqual([])
    for (const [status, example] of seen) {
      if (status < 400) continue
      const parsed = JSON.parse(example.slice(example.indexOf(' → ') + 3))
      expect(Object.keys(parsed).sort(), example).toEqual(['code', 'details', 'hint', 'message'])
    }
    // Still answering after the deepest of them.
    const quote = await post('/rest/v1/rpc/quote_order', '{"items":[]}')
    expect(quote.status).toBe(200)
  })
})

describe('sign-up and one-time codes', () => {
  it('answer 4xx to addresses the shop cannot mail and to odd metadata, never the database’s error', {
    timeout: 120_000,
  }, async () => {
    const email = fc.oneof(
      fc.constantFrom('a@b', 'rider@localhost', 'a@b.c', `${'x'.repeat(250)}@example.com`, 'a b@c.d', ''),
      fc.emailAddress(),
    )
    const metadata = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(deepObject(10_000), deepObject(200), '"text"', '[1]'),
      fc
        .record({
          full_name: fc.oneof(fc.string({ maxLength: 300 }), fc.constant('x'.repeat(500)), fc.integer()),
          phone: fc.oneof(fc.string({ maxLength: 60 }), fc.constant('0'.repeat(40))),
          is_rider: fc.boolean(),
          vehicle_type: fc.constantFrom(undefined, 'motorcycle', 'bicycle', 'car', ['car'], 2, { type: 'car' }),
        })
        .map((v) => JSON.stringify(v)),
    )
    const request = fc.record({ route: fc.constantFrom('/signup', '/otp'), email, metadata })
    const samples = fc.sample(request, { numRuns: 60, seed: 14 })
    const seen = await statusesOf(samples, ({ route, email, metadata }) => {
      const fields = [`"email":${JSON.stringify(email)}`, '"password":"kampala-2026"']
      if (metadata !== undefined) fields.push(`"data":${metadata}`)
      return post(`/auth/v1${route}`, `{${fields.join(',')}}`)
    })
    expect(serverErrors(seen)).toEqual([])
    // The probe's request, as auth-js sends it: a rider with a vehicle the shop does not know.
    const rider = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: stack.config.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({
        email: `car.rider.${Date.now()}@example.com`,
        password: 'kampala-2026',
        data: { is_rider: true, vehicle_type: 'car' },
      }),
    })
    expect(rider.status).toBe(200)
    const refused = await post('/auth/v1/signup', '{"email":"a@b","password":"kampala-2026"}')
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.text)).toMatchObject({ error_code: 'email_address_invalid' })
  })
})

describe('storage paths', () => {
  it('answer 4xx to a NUL anywhere in a bucket or object name', async () => {
    const segment = fc.constantFrom('%00', 'a%00b.png', `${customer.userId}%00`, 'ok.png', '%2500')
    const request = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
      prefix: fc.constantFrom('object', 'object/public', 'object/authenticated', 'object/info', 'bucket'),
      bucket: fc.constantFrom('product-images', 'delivery-photos', 'nope%00'),
      name: segment,
    })
    const samples = fc.sample(request, { numRuns: 80, seed: 14 })
    const seen = await statusesOf(samples, async ({ method, prefix, bucket, name }) => {
      const upload = method === 'POST' || method === 'PUT'
      const response = await fetch(`${stack.url}/storage/v1/${prefix}/${bucket}/${name}`, {
        method,
        headers: {
          apikey: stack.config.anonKey,
          authorization: `Bearer ${customer.token}`,
          ...(upload ? { 'content-type': 'image/png' } : {}),
        },
        ...(upload ? { body: 'x' } : {}),
      })
      return { status: response.status, text: await response.text() }
    })
    expect(serverErrors(seen)).toEqual([])
  })
})

describe('push subscriptions', () => {
  it('take only https endpoints on the public internet: 400 for loopback, private, link-local or metadata hosts', async () => {
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    }
    const host = fc.constantFrom(
      '127.0.0.1',
      '127.0.0.1:54321',
      'localhost',
      '2130706433',
      '0x7f.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '10.0.0.8',
      '192.168.1.1',
      '172.20.0.1',
      '169.254.169.254',
      '[fd00:ec2::254]',
      '[fe80::1]',
      'metadata.google.internal',
      'push.invalid',
    )
    const request = fc.record({
      scheme: fc.constantFrom('https', 'http', 'file', 'javascript'),
      host,
      path: fc.constantFrom('/push', '/latest/meta-data/', '/functions/v1/notifications/dispatch'),
      wrapped: fc.boolean(),
    })
    const samples = fc.sample(request, { numRuns: 60, seed: 14 })
    const seen = await statusesOf(samples, ({ scheme, host, path, wrapped }) => {
      const subscription = { endpoint: `${scheme}://${host}${path}`, expirationTime: null, keys }
      return post(
        '/functions/v1/notifications/subscribe',
        JSON.stringify(wrapped ? { subscription } : subscription),
        customer.token,
      )
    })
    expect([...seen.keys()]).toEqual([400])
    const refused = JSON.parse((seen.get(400) as string).split(' → ')[1] as string)
    expect(refused).toMatchObject({ code: 'invalid_subscription' })
    const { data } = await customer.client.from('push_subscriptions').select('endpoint')
    expect(data).toEqual([])
  })

  it('cannot be written around the function through the REST API', async () => {
    const { error } = await customer.client
      .from('push_subscriptions')
      .insert({ user_id: customer.userId, endpoint: 'https://169.254.169.254/latest', p256dh: 'k', auth: 'a' })
    expect(error).toMatchObject({ code: '42501' })
  })
})
