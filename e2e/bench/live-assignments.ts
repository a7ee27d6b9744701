// An assignment reaching an open rider dashboard (the target: p95 ≤ 1 s with 20 riders connected): the
// production build and a fresh seeded stand-in (as the e2e suite starts them), N riders of the run's own
// (signed up, online), each signed in on /rider in its own browser context in Debian's Chromium; then,
// one at a time, a fresh customer places a cash-on-delivery order to an active outlet and the demo admin
// assigns it through assign_rider (REST) to the next rider in turn. The assigned rider's page notes, in
// the page, the moment its Active Deliveries list first shows the order; the delay is measured from the
// order's assigned_at (the start of the transaction that committed the assignment: an upper bound) and
// from the moment assign_rider answered (after the commit: a lower bound), and so is the moment that
// page's socket received the realtime UPDATE. Prints p50/p95/max of each and the load.
//
//   pnpm --filter @shop/e2e exec tsx bench/live-assignments.ts [--riders 20] [--assignments 20]
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '@shop/shared/supabase/session-hint'
import { createCustomer } from '../support/accounts.ts'
import { asAdmin } from '../support/admin.ts'
import { accessToken } from '../support/buying.ts'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import globalSetup from '../support/global-setup.ts'
import { type OutletRow, placeOrderAt, restAs } from '../support/outlet.ts'
import { E2E_SHELL_URL } from '../support/ports.ts'
import { createOnlineRider, sessionOf } from '../support/rider.ts'
import { noteRealtime, noteRows, type Receipts, shownAt, summary } from './live-measure.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { riders: { type: 'string', default: '20' }, assignments: { type: 'string', default: '20' } },
})
const riderCount = Number(values.riders)
const assignments = Number(values.assignments)

const ACTIVE_DELIVERY = '[aria-label="Active deliveries"] > li'

const teardown = await globalSetup()
const browser = await chromium.launch(chromiumLaunchOptions())
const contexts: BrowserContext[] = []
try {
  // When each page's socket receives an order's realtime UPDATE (as Playwright sees the frame).
  const frames: Receipts = new Map()
  const riders: { id: string; page: Page }[] = []
  for (let k = 0; k < riderCount; k += 1) {
    const { email } = await createOnlineRider(`bench-rider-${k}`)
    const session = await sessionOf(email)
    const context = await browser.newContext({ baseURL: E2E_SHELL_URL, viewport: { width: 390, height: 844 } })
    contexts.push(context)
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: AUTH_STORAGE_KEY,
      value: JSON.stringify(session),
    })
    const page = await context.newPage()
    noteRealtime(page, 'orders', 'UPDATE', frames)
    await page.goto('/rider')
    await page.getByText('No active deliveries').waitFor({ timeout: 120_000 })
    riders.push({ id: session.user.id, page })
  }
  await Promise.all(riders.map(({ page }) => noteRows(page, ACTIVE_DELIVERY)))
  console.log(`${riderCount} riders online, each on its dashboard; load ${loadavg()[0]?.toFixed(1)}`)

  const [outlet] = await asAdmin<OutletRow[]>(
    'outlets?is_active=eq.true&latitude=not.is.null&longitude=not.is.null&select=id,name,latitude,longitude&order=name&limit=1',
  )
  if (!outlet) throw new Error('the seed has no active outlet with a position')
  const customerToken = await accessToken(await createCustomer())
  const [product] = await restAs<{ id: string }[]>(customerToken, 'products?select=id&order=stock.desc&limit=1')
  if (!product) throw new Error('no product in stock')

  const fromStart: number[] = []
  const fromAnswer: number[] = []
  const messageFromAnswer: number[] = []
  const shownAfterMessage: number[] = []
  for (let n = 0; n < assignments; n += 1) {
    const rider = riders[n % riderCount] as { id: string; page: Page }
    const order = await placeOrderAt(customerToken, outlet, product.id)
    const assigned = await asAdmin<{ assigned_at: string }>('rpc/assign_rider', {
      method: 'POST',
      headers: { accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify({ order_id: order.id, rider_id: rider.id }),
    })
    const answeredAt = Date.now()
    const startedAt = Date.parse(assigned.assigned_at)
    const at = await shownAt(rider.page, `Order #${order.number}`)
    fromStart.push(at - startedAt)
    fromAnswer.push(at - answeredAt)
    const messageAt = frames.get(order.id)?.get(rider.page)
    if (messageAt !== undefined) {
      messageFromAnswer.push(messageAt - answeredAt)
      shownAfterMessage.push(at - messageAt)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  console.log(
    `realtime UPDATE received by the rider's socket, from assign_rider's answer: ${summary(messageFromAnswer)}`,
  )
  console.log(`realtime UPDATE received → the order in that rider's Active Deliveries: ${summary(shownAfterMessage)}`)
  console.log(`assignment committed → on the rider's dashboard, from the transaction's start: ${summary(fromStart)}`)
  console.log(`assignment committed → on the rider's dashboard, from assign_rider's answer: ${summary(fromAnswer)}`)
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
} finally {
  for (const context of contexts) await context.close()
  await browser.close()
  await teardown()
}
