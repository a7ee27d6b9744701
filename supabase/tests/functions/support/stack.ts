// The product as the storefront reaches it, for the Edge Function suites: the local stand-in serving
// this repository's supabase/ (migrations, seed, functions) with its embedded Pesapal sandbox, on
// PGlite or Postgres (TEST_DB), on a free port, with a fresh data directory. Mobile money confirms
// and unacknowledged IPNs are retried after a fraction of a second here, instead of seconds.

import { startTestStack, type TestStack } from '@shop/supabase-local/testing/stack'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { RAISED_ORDER_LIMITS, raisedLimits, repoRoot } from '../../support/database.ts'

// Long enough that a loaded machine still reads the payment as pending before it confirms.
export const MOBILE_MONEY_DELAY_MS = 4000

export async function startProductStack(): Promise<TestStack> {
  process.env.PESAPAL_SANDBOX_MOBILE_MONEY_DELAY_MS = String(MOBILE_MONEY_DELAY_MS)
  process.env.PESAPAL_SANDBOX_IPN_RETRY_MS = '150,300'
  const stack = await startTestStack({ workdir: repoRoot, configOverride: raisedLimits })
  await stack.db.exec(RAISED_ORDER_LIMITS)
  return stack
}

export interface Session {
  client: SupabaseClient
  token: string
  userId: string
  email: string
}

const options = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
}

export async function signIn(stack: TestStack, email: string, password = 'demo-pass-2026'): Promise<Session> {
  const client = createClient(stack.url, stack.config.anonKey, options)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  return { client, token: data.session.access_token, userId: data.session.user.id, email }
}

let customers = 0
/** A new customer, signed up through Auth as the storefront does. */
export async function newCustomer(stack: TestStack, fullName = 'Amina Nakato'): Promise<Session> {
  const client = createClient(stack.url, stack.config.anonKey, options)
  const email = `customer.${Date.now().toString(36)}.${++customers}@example.com`
  const { data, error } = await client.auth.signUp({
    email,
    password: 'matooke-2026',
    options: { data: { full_name: fullName, phone: '+256772100200' } },
  })
  if (error || !data.session) throw error ?? new Error('no session after sign-up')
  return { client, token: data.session.access_token, userId: data.session.user.id, email }
}

/** Calls an Edge Function as the storefront does (through /api → /functions/v1), with the session's token. */
export function callFunction(
  stack: TestStack,
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
) {
  const token = init.token === undefined ? null : init.token
  return fetch(`${stack.url}/functions/v1/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      apikey: stack.config.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Origin: 'http://127.0.0.1:3000',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

/** Places an order through place_order as the customer, paid by `method`. */
export async function placeOrder(
  customer: Session,
  method: 'mtn_money' | 'airtel_money' | 'card' | 'cash_on_delivery',
): Promise<{ id: string; number: number; total_amount: number }> {
  const { data: products, error: readError } = await customer.client
    .from('products')
    .select('id')
    .gt('stock', 30)
    .order('name')
    .limit(2)
  if (readError || !products?.length) throw readError ?? new Error('no products')
  const { data, error } = await customer.client.rpc('place_order', {
    items: products.map((p) => ({ product_id: p.id, quantity: 1 })),
    shipping_address: {
      full_name: 'Amina Nakato',
      email: customer.email,
      phone: '+256772100200',
      street: 'Plot 4 Kira Road',
      city: 'Kampala',
    },
    delivery_latitude: 0.3356,
    delivery_longitude: 32.5947,
    payment_method: method,
  })
  if (error) throw error
  return { id: data.id, number: Number(data.number), total_amount: Number(data.total_amount) }
}

/** Waits until `check` holds (polling), or fails with what it last saw. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  let value = await read()
  while (!check(value)) {
    if (Date.now() > until)
      throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}
