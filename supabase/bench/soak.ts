// A soak of the stand-in on PostgreSQL: simulated customers browse the catalogue, open products, keep
// their server cart, ask for a quote and now and then place a cash-on-delivery order, each with a pause
// of 0.5-2.5 s between steps, for a fixed time. Prints per request kind the count, p50 and p95, the
// responses of status 5xx (the soak's goal is none), and the stand-in's resident memory after warm-up
// against the end (the goal: growth under 20 %). It starts its own PostgreSQL cluster and stand-in.
//
// Run: pnpm --filter @shop/supabase soak [--customers 50] [--minutes 10] [--warmup 2]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_ANON_KEY } from '@shop/supabase-local/config/defaults'
import { startScratchCluster } from '../../scripts/lib/postgres.mjs'
import { serviceClient, startStandIn } from '../tests/crash/support.ts'
import { repoRoot } from '../tests/support/database.ts'

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '50' },
    minutes: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
  },
})
const CUSTOMERS = Number(values.customers)
const DURATION_MS = Number(values.minutes) * 60_000
const WARMUP_MS = Number(values.warmup) * 60_000

const samples = new Map<string, number[]>()
const statuses = new Map<string, number>()
let serverErrors = 0
let networkErrors = 0

async function call(kind: string, url: string, init: RequestInit): Promise<{ status: number; text: string } | null> {
  const started = performance.now()
  try {
    const response = await fetch(url, init)
    const text = await response.text()
    const ms = performance.now() - started
    samples.set(kind, [...(samples.get(kind) ?? []), ms])
    const key = `${kind} ${response.status}`
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
    if (response.status >= 500) serverErrors++
    return { status: response.status, text }
  } catch {
    networkErrors++
    return null
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2000))
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.replace(/\D+/g, '') ?? 0)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

const cluster = await startScratchCluster('soak')
const dataDir = mkdtempSync(path.join(repoRoot, '.data', 'soak-'))
const standIn = await startStandIn({ dataDir, dbUrl: cluster.url() })
const api = standIn.url
const pid = standIn.process.pid as number
console.log(
  `stand-in on ${api} (pid ${pid}) over PostgreSQL ${cluster.url()}; ${CUSTOMERS} customers for ${values.minutes} min`,
)

try {
  const { data: people } = await serviceClient(api)
    .from('users')
    .select('email')
    .like('email', '%.%@example.com')
    .eq('is_admin', false)
    .order('email')
    .limit(CUSTOMERS)
  const { data: products } = await serviceClient(api).from('products').select('id').gte('stock', 1)
  const productIds = (products ?? []).map((p) => p.id as string)
  const headers = (token?: string) => ({
    apikey: DEMO_ANON_KEY,
    Authorization: `Bearer ${token ?? DEMO_ANON_KEY}`,
    'Content-Type': 'application/json',
  })

  const end = Date.now() + DURATION_MS
  const memory: { at: number; kb: number }[] = []
  const started = Date.now()
  const sampler = setInterval(() => memory.push({ at: Date.now() - started, kb: rssKb(pid) }), 5000)

  async function customer(email: string) {
    const signIn = await call('sign-in', `${api}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email, password: 'demo-pass-2026' }),
    })
    const token = signIn?.status === 200 ? (JSON.parse(signIn.text) as { access_token?: string }).access_token : null
    if (!token) throw new Error(`${email} could not sign in`)
    while (Date.now() < end) {
      const offset = 12 * Math.floor(Math.random() * 4)
      await call(
        'catalogue',
        `${api}/rest/v1/products?select=id,name,price,discount_price,stock&order=name&limit=12&offset=${offset}`,
        {
          headers: headers(token),
        },
      )
      await pause()
      const product = pick(productIds)
      await call('product', `${api}/rest/v1/products?select=*&id=eq.${product}`, { headers: headers(token) })
      await pause()
      const items = [{ product_id: product, quantity: 1 + Math.floor(Math.random() * 2) }]
      await call('cart', `${api}/rest/v1/carts?on_conflict=user_id`, {
        method: 'POST',
        headers: { ...headers(token), Prefer: 'resolution=merge-duplicates,return=minimal' },
        body: JSON.stringify({ items, coupon_code: null }),
      })
      await call('quote', `${api}/rest/v1/rpc/quote_order`, {
        method: 'POST',
        headers: headers(token),
        body: JSON.stringify({ items, coupon_code: Math.random() < 0.3 ? 'WELCOME10' : null }),
      })
      await pause()
      if (Math.random() < 0.35) {
        await call('place-order', `${api}/rest/v1/rpc/place_order`, {
          method: 'POST',
          headers: headers(token),
          body: JSON.stringify({
            items,
            shipping_address: { full_name: 'Soak Test', email, phone: '+256772100200' },
            delivery_latitude: 0.3356,
            delivery_longitude: 32.5947,
            payment_method: 'cash_on_delivery',
          }),
        })
        await call('my-orders', `${api}/rest/v1/orders?select=id,status,total_amount&order=created_at.desc&limit=10`, {
          headers: headers(token),
        })
        await pause()
      }
    }
  }

  await Promise.all((people ?? []).map((p) => customer(p.email as string)))
  clearInterval(sampler)

  console.log('\nrequest kind       count     p50 ms    p95 ms')
  for (const [kind, times] of samples) {
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `${kind.padEnd(16)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 0.5).toFixed(1).padStart(10)} ${percentile(sorted, 0.95).toFixed(1).padStart(9)}`,
    )
  }
  console.log(`\nstatuses: ${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')}`)
  console.log(`5xx responses: ${serverErrors}; requests that got no answer: ${networkErrors}`)
  const after = memory.filter((m) => m.at >= WARMUP_MS)
  const minute = 60_000
  const first = after.filter((m) => m.at < WARMUP_MS + minute)
  const last = after.filter((m) => m.at >= (after.at(-1)?.at ?? 0) - minute)
  const mean = (list: { kb: number }[]) => list.reduce((n, m) => n + m.kb, 0) / Math.max(1, list.length)
  const growth = (mean(last) / mean(first) - 1) * 100
  console.log(
    `stand-in RSS: ${(mean(first) / 1024).toFixed(0)} MiB in the minute after warm-up, ${(mean(last) / 1024).toFixed(0)} MiB in the last minute (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %); peak ${(Math.max(...memory.map((m) => m.kb)) / 1024).toFixed(0)} MiB`,
  )
  console.log(`load average at the end: ${readFileSync('/proc/loadavg', 'utf8').trim()}`)
} finally {
  await standIn.stop()
  cluster.remove()
  rmSync(dataDir, { recursive: true, force: true })
}
