// Malformed requests: `count` requests cycling through the kinds below (broken JSON, wrong types,
// bad filters and select syntax, forged or garbage tokens, bodies over the 1 MiB limit, declared or
// streamed, JSON nested past the depth limit, unknown routes and methods), `concurrency` at a time.
// Every one must be answered with a 4xx; the goal is 0 × 5xx and no request left without an answer.
import { createHmac } from 'node:crypto'
import { DEMO_ANON_KEY } from '@shop/supabase-local/config/defaults'
import type { Customer } from './customers.ts'
import { headers, Tally } from './http.ts'

interface Malformed {
  kind: string
  method?: string
  path: string
  headers?: Record<string, string>
  body?: () => BodyInit
}

const FIVE_MB = 'x'.repeat(5 * 1024 * 1024)

/** A token signed with a key that is not the project's. */
function forgedToken(): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role: 'service_role', exp: 4102444800 })}`
  return `${unsigned}.${createHmac('sha256', 'not-the-secret').update(unsigned).digest('base64url')}`
}

function kinds(product: string): Malformed[] {
  const rpc = '/rest/v1/rpc/place_order'
  const json = (value: unknown) => () => JSON.stringify(value)
  return [
    { kind: 'broken JSON', method: 'POST', path: rpc, body: () => '{"items": [' },
    { kind: 'JSON of the wrong shape', method: 'POST', path: rpc, body: json([1, 2, 3]) },
    { kind: 'items not a list', method: 'POST', path: rpc, body: json({ items: 'beef' }) },
    {
      kind: 'product id not a uuid',
      method: 'POST',
      path: rpc,
      body: json({ items: [{ product_id: 'nope', quantity: 1 }], request_id: 'nope' }),
    },
    {
      kind: 'quantity out of range',
      method: 'POST',
      path: rpc,
      body: json({ items: [{ product_id: product, quantity: 1e40 }], payment_method: 'cash_on_delivery' }),
    },
    { kind: 'payment method unknown', method: 'POST', path: rpc, body: json({ items: [], payment_method: 'gold' }) },
    { kind: 'unknown argument', method: 'POST', path: rpc, body: json({ items: [], coupon: 1 }) },
    { kind: 'non-UTF-8 bytes', method: 'POST', path: rpc, body: () => new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) },
    { kind: 'filter value of the wrong type', path: '/rest/v1/products?price=gt.abc' },
    { kind: 'unknown column', path: '/rest/v1/products?select=nope' },
    { kind: 'unbalanced select', path: '/rest/v1/products?select=*,order_items(' },
    { kind: 'bad percent-encoding', path: '/rest/v1/products?name=eq.%ZZ' },
    { kind: 'garbage Range', path: '/rest/v1/products', headers: { Range: 'bytes=abc' } },
    {
      kind: 'one row asked of many',
      path: '/rest/v1/products',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    },
    { kind: 'garbage token', path: '/rest/v1/products', headers: { Authorization: 'Bearer garbage' } },
    {
      kind: 'forged token',
      method: 'POST',
      path: rpc,
      headers: { Authorization: `Bearer ${forgedToken()}` },
      body: json({}),
    },
    { kind: 'unknown function', method: 'POST', path: '/rest/v1/rpc/no_such_function', body: json({}) },
    { kind: 'wrong method', method: 'PATCH', path: rpc, body: json({}) },
    { kind: '5 MB body, declared', method: 'POST', path: rpc, body: () => FIVE_MB },
    {
      kind: '2 MB body, streamed',
      method: 'POST',
      path: rpc,
      body: () =>
        new ReadableStream({
          start(controller) {
            for (let i = 0; i < 32; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)))
            controller.close()
          },
        }),
    },
    {
      kind: 'JSON nested too deep',
      method: 'POST',
      path: rpc,
      body: () => `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    },
    {
      kind: 'sign-in with broken JSON',
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      body: () => '{"email":',
    },
    { kind: 'unknown grant type', method: 'POST', path: '/auth/v1/token?grant_type=magic', body: json({}) },
    {
      kind: 'sign-up with a bad e-mail',
      method: 'POST',
      path: '/auth/v1/signup',
      body: json({ email: 'no', password: 'x' }),
    },
    { kind: 'storage path escape', path: '/storage/v1/object/public/product-images/../../etc/passwd' },
    { kind: 'unknown edge function', method: 'POST', path: '/functions/v1/no-such-function', body: json({}) },
    { kind: 'payments with broken JSON', method: 'POST', path: '/functions/v1/payments', body: () => '{"order_id":' },
  ]
}

export interface MalformedResult {
  count: number
  serverErrors: number
  unanswered: number
  /** Status → count. */
  statuses: Map<number, number>
  /** The kinds that got a 5xx or no answer, and why there was none. */
  failing: string[]
}

export async function malformedBurst(
  url: string,
  customer: Customer,
  product: string,
  count: number,
  concurrency = 8,
): Promise<MalformedResult> {
  const list = kinds(product)
  const tally = new Tally()
  const statuses = new Map<number, number>()
  const failing = new Set<string>()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const m = list[i % list.length] as Malformed
        const answer = await tally.call(m.kind, `${url}${m.path}`, {
          method: m.method ?? 'GET',
          headers: { ...headers(customer.token), apikey: DEMO_ANON_KEY, ...m.headers },
          body: m.body?.(),
          duplex: 'half',
        } as RequestInit)
        if (answer) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (!answer || answer.status >= 500) failing.add(`${m.kind} (${answer?.status ?? 'no answer'})`)
      }
    }),
  )
  return {
    count,
    serverErrors: tally.serverErrors,
    unanswered: tally.unanswered,
    statuses,
    failing: [...failing, ...new Set(tally.unansweredWhy)],
  }
}
