// A mixed soak: `customers` signed-in customers, each subscribed to realtime INSERTs of their own
// orders, browse the catalogue, open a product, ask for a quote, place an order now and then, read
// their orders and sign in again now and then, pausing 0.2-1 s between steps, for `minutes`. Reports
// count, p50/p95 and 5xx per kind of request, and how many of the orders placed reached their
// customer's socket as a realtime event.

import { DEMO_ANON_KEY } from '@shop/supabase-local/config/defaults'
import { createClient } from '@supabase/supabase-js'
import { percentile } from '../../local/bench/support.ts'
import type { CustomerPool } from './customers.ts'
import { headers, orderRequest, placeOrderInit, sleep, Tally } from './http.ts'

export interface SoakResult {
  minutes: number
  customers: number
  kinds: { kind: string; count: number; p50: number; p95: number; serverErrors: number }[]
  serverErrors: number
  unanswered: number
  unansweredWhy: string[]
  eventsSent: number
  eventsReceived: number
}

/** How long after the last order its realtime event may still come. */
const EVENT_GRACE_MS = 15_000

export async function mixedSoak(
  url: string,
  pool: CustomerPool,
  count: number,
  products: string[],
  minutes: number,
): Promise<SoakResult> {
  // Each customer keeps one subscription for the whole soak, so each may place all of their orders.
  const customers = await Promise.all(Array.from({ length: count }, () => pool.take(100)))
  const tally = new Tally()
  const sent = new Set<string>()
  const received = new Set<string>()
  // The socket joins with the customer's token, so each event passes their RLS as in the storefront.
  const clients = customers.map((customer) =>
    createClient(url, DEMO_ANON_KEY, { accessToken: async () => customer.token }),
  )
  // The join carries the token only when the client has it before joining (else it joins as anon).
  await Promise.all(clients.map((client) => client.realtime.setAuth()))
  await Promise.all(
    customers.map(
      (customer, i) =>
        new Promise<void>((resolve, reject) => {
          ;(clients[i] as (typeof clients)[number])
            .channel(`soak-orders-${customer.id}`)
            .on(
              'postgres_changes',
              { event: 'INSERT', schema: 'public', table: 'orders', filter: `user_id=eq.${customer.id}` },
              (payload) => received.add((payload.new as { id: string }).id),
            )
            .subscribe((status, error) => {
              if (status === 'SUBSCRIBED') resolve()
              else if (status !== 'CLOSED') reject(error ?? new Error(`realtime: ${status}`))
            })
        }),
    ),
  )

  // A customer who placed as many orders as the shop allows goes on browsing.
  const full = new Set<string>()
  const pause = () => sleep(200 + Math.random() * 800)
  const end = Date.now() + minutes * 60_000
  await Promise.all(
    customers.map(async (customer, i) => {
      for (let n = 0; Date.now() < end; n++) {
        const product = products[(i + n) % products.length] as string
        const get = { headers: headers(customer.token) }
        await tally.call(
          'catalogue',
          `${url}/rest/v1/products?select=id,name,price,discount_price,stock&order=name&limit=12&offset=${12 * (n % 4)}`,
          get,
        )
        await pause()
        await tally.call('product', `${url}/rest/v1/products?select=*&id=eq.${product}`, get)
        await tally.call('quote', `${url}/rest/v1/rpc/quote_order`, {
          method: 'POST',
          headers: headers(customer.token),
          body: JSON.stringify({
            items: [{ product_id: product, quantity: 1 }],
            coupon_code: n % 3 ? null : 'WELCOME10',
          }),
        })
        await pause()
        if (Math.random() < 0.3 && !full.has(customer.id)) {
          const answer = await tally.call(
            'place_order',
            `${url}/rest/v1/rpc/place_order`,
            placeOrderInit(customer.token, orderRequest(product, 1)),
          )
          if (answer?.status === 200) {
            sent.add((JSON.parse(answer.body) as { id: string }).id)
            if (pool.record(customer) === 0) full.add(customer.id)
          }
          await tally.call(
            'my orders',
            `${url}/rest/v1/orders?select=id,status,total_amount&order=created_at.desc&limit=10`,
            get,
          )
          await pause()
        }
        if (Math.random() < 0.05)
          await tally.call('sign-in', `${url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: headers(),
            body: JSON.stringify({ email: customer.email, password: 'demo-pass-2026' }),
          })
      }
    }),
  )
  const graceEnd = Date.now() + EVENT_GRACE_MS
  while ([...sent].some((id) => !received.has(id)) && Date.now() < graceEnd) await sleep(100)
  await Promise.all(clients.map((client) => client.removeAllChannels()))
  for (const customer of customers) pool.release(customer)

  return {
    minutes,
    customers: customers.length,
    kinds: [...tally.times].map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b)
      const serverErrors = [...tally.statuses]
        .filter(([key]) => key.startsWith(`${kind} 5`))
        .reduce((sum, [, count]) => sum + count, 0)
      return { kind, count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), serverErrors }
    }),
    serverErrors: tally.serverErrors,
    unanswered: tally.unanswered,
    unansweredWhy: tally.unansweredWhy,
    eventsSent: sent.size,
    eventsReceived: [...sent].filter((id) => received.has(id)).length,
  }
}
