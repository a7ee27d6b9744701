// A supabase-local process of the test's own over this repository's supabase/ folder, and customers
// placing orders against it, for the tests that kill a process and look at what survived.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from '@shop/supabase-local/config/defaults'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { candidates, firstFreeBlock } from '../../../scripts/lib/free-ports.mjs'
import { raisedLimits, repoRoot } from '../support/database.ts'

const bin = path.join(repoRoot, 'supabase/local/bin/supabase-local.mjs')
const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }

export interface StandIn {
  url: string
  process: ChildProcess
  output(): string
  /** Ends it at once, as a crash or the OOM killer would: no shutdown, no flush. */
  kill9(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts `supabase-local start` on a free port (or `port`) with `dataDir` (PGlite) or `dbUrl`, Node
 * started with `nodeArgs` (a benchmark's `--inspect`); resolves once it answers.
 */
export async function startStandIn(opts: {
  dataDir: string
  dbUrl?: string
  port?: number
  nodeArgs?: string[]
}): Promise<StandIn> {
  const port = opts.port ?? (await firstFreeBlock(candidates(57000 + Math.floor(Math.random() * 800), 1, 40)))
  const args = [...(opts.nodeArgs ?? []), bin, 'start', '--workdir', repoRoot, '--config-override', raisedLimits]
  args.push('--port', String(port), '--data', opts.dataDir)
  if (opts.dbUrl) args.push('--db-url', opts.dbUrl)
  const child = spawn(process.execPath, args, { cwd: path.join(repoRoot, 'supabase/local'), stdio: 'pipe' })
  let log = ''
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`supabase-local exited with ${child.exitCode}:\n${log}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`supabase-local did not answer within 180 s:\n${log}`)
    }
    const ok = await fetch(`${url}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await raiseOrderLimits(url)
  return {
    url,
    process: child,
    output: () => log,
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      }
      await exited
    },
  }
}

/** Customers here place order after order: the shop's limits on unconfirmed orders are raised. */
async function raiseOrderLimits(url: string) {
  const { error } = await serviceClient(url)
    .from('settings')
    .update({ max_unconfirmed_orders: 100, max_unconfirmed_units_per_product: 1000 })
    .eq('id', true)
  if (error) throw new Error(`could not raise the order limits: ${error.message}`)
}

export const serviceClient = (url: string) => createClient(url, DEMO_SERVICE_ROLE_KEY, options)

/** Seeded customers (every seeded person's password is demo-pass-2026), each signed in on a client of their own. */
export async function signInCustomers(url: string, count: number): Promise<SupabaseClient[]> {
  const { data, error } = await serviceClient(url)
    .from('users')
    .select('email')
    .like('email', '%.%@example.com')
    .eq('is_admin', false)
    .order('email')
    .limit(count)
  if (error || !data || data.length < count) throw error ?? new Error(`only ${data?.length} customers`)
  return Promise.all(
    data.map(async ({ email }) => {
      const client = createClient(url, DEMO_ANON_KEY, options)
      const signedIn = await client.auth.signInWithPassword({ email: email as string, password: 'demo-pass-2026' })
      if (signedIn.error) throw signedIn.error
      return client
    }),
  )
}

/** Products with plenty of stock, and their stock now. */
export async function stockOf(url: string, ids?: string[]): Promise<Map<string, number>> {
  let query = serviceClient(url).from('products').select('id, stock').order('stock', { ascending: false })
  query = ids ? query.in('id', ids) : query.gte('stock', 50).limit(6)
  const { data, error } = await query
  if (error || !data) throw error
  return new Map(data.map((p) => [p.id as string, p.stock as number]))
}

export interface OrderRun {
  /** Orders whose place_order answered with the order: the placement was acknowledged. */
  acknowledged: string[]
  failures: number
  stop(): Promise<void>
}

/** Every client places cash-on-delivery orders of 1-2 units of one of `products`, one after the other, until stopped. */
export function placeOrders(clients: SupabaseClient[], products: string[]): OrderRun {
  const run: OrderRun & { stopped: boolean } = {
    acknowledged: [],
    failures: 0,
    stopped: false,
    async stop() {
      run.stopped = true
      await Promise.all(loops)
    },
  }
  const loops = clients.map(async (client, i) => {
    for (let n = 0; !run.stopped; n++) {
      const product = products[(i + n) % products.length] as string
      try {
        const { data, error } = await client.rpc('place_order', {
          items: [{ product_id: product, quantity: 1 + ((i + n) % 2) }],
          shipping_address: { full_name: 'Crash Test', email: 'crash@example.com', phone: '+256772100200' },
          delivery_latitude: 0.3356,
          delivery_longitude: 32.5947,
          payment_method: 'cash_on_delivery',
        })
        if (error) run.failures++
        else run.acknowledged.push((data as { id: string }).id)
      } catch {
        run.failures++
      }
      if (run.failures > 0 && run.acknowledged.length === 0) await new Promise((r) => setTimeout(r, 50))
    }
  })
  return run
}

/** Resolves once `run` has `count` acknowledged orders, or after `ms`. */
export async function until(run: OrderRun, count: number, ms: number) {
  const deadline = Date.now() + ms
  while (run.acknowledged.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
}

export interface Audit {
  missing: string[]
  withoutItems: string[]
  /** Per product: stock taken (before − after) and the quantity of its order lines since `since`. */
  stock: { product: string; taken: number; ordered: number }[]
}

/** What survived: every acknowledged order there, none without lines, stock taken = stock ordered. */
export async function audit(
  url: string,
  acknowledged: string[],
  before: Map<string, number>,
  since: string,
): Promise<Audit> {
  const service = serviceClient(url)
  const { data: orders, error } = await service
    .from('orders')
    .select('id, order_items(product_id, quantity)')
    .gte('created_at', since)
  if (error || !orders) throw error
  const present = new Set(orders.map((o) => o.id as string))
  const after = await stockOf(url, [...before.keys()])
  const ordered = new Map<string, number>()
  for (const order of orders)
    for (const item of order.order_items as { product_id: string; quantity: number }[])
      ordered.set(item.product_id, (ordered.get(item.product_id) ?? 0) + item.quantity)
  return {
    missing: acknowledged.filter((id) => !present.has(id)),
    withoutItems: orders.filter((o) => (o.order_items as unknown[]).length === 0).map((o) => o.id as string),
    stock: [...before].map(([product, stock]) => ({
      product,
      taken: stock - (after.get(product) ?? Number.NaN),
      ordered: ordered.get(product) ?? 0,
    })),
  }
}
