// A new order reaching open outlet dashboards (the target: p95 ≤ 1 s with 20 dashboards open): the
// production build and a fresh seeded stand-in (as the e2e suite starts them), N dashboards of the demo
// outlet's manager open in Debian's Chromium, then orders placed one at a time for that outlet by fresh
// customers through place_order. Each dashboard notes, in the page, the moment its Recent Orders list
// first shows the new order (among its rows: an order of today placed by another hand may sort first);
// the delay is measured from the order's created_at (the start of the transaction that committed it: an
// upper bound) and from the moment place_order answered (after the commit: a lower bound), and so is the
// moment each page's socket received the realtime INSERT. Prints p50/p95/max of each and the load.
//
//   pnpm --filter @shop/e2e exec tsx bench/live-orders.ts [--dashboards 20] [--orders 10]
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { AUTH_STORAGE_KEY } from '@shop/shared/supabase/session-hint'
import { createCustomer } from '../support/accounts.ts'
import { accessToken } from '../support/buying.ts'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import globalSetup from '../support/global-setup.ts'
import { outletOf, placeOrderAt, restAs } from '../support/outlet.ts'
import { E2E_SHELL_URL } from '../support/ports.ts'
import { DEMO_OUTLET_MANAGER, passwordSession } from '../support/sessions.ts'
import { noteRealtime, noteRows, type Receipts, shownAt, summary } from './live-measure.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { dashboards: { type: 'string', default: '20' }, orders: { type: 'string', default: '10' } },
})
const dashboards = Number(values.dashboards)
const orders = Number(values.orders)

const RECENT_ORDER = '[data-testid="recent-order"]'

const teardown = await globalSetup()
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const session = (await passwordSession(DEMO_OUTLET_MANAGER.email)) as { access_token: string }
  const outlet = await outletOf(session.access_token)
  const context = await browser.newContext({ baseURL: E2E_SHELL_URL, viewport: { width: 1280, height: 900 } })
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: AUTH_STORAGE_KEY,
    value: JSON.stringify(session),
  })
  const pages: Page[] = []
  for (let i = 0; i < dashboards; i += 1) {
    const page = await context.newPage()
    await page.goto('/outlet')
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 })
    await page.getByText("Today's Orders").first().waitFor({ timeout: 120_000 })
    pages.push(page)
  }
  console.log(`${dashboards} dashboards of ${outlet.name} open; load ${loadavg()[0]?.toFixed(1)}`)

  // When each page's socket receives the new order's realtime INSERT (as Playwright sees the frame).
  const frames: Receipts = new Map()
  for (const page of pages) noteRealtime(page, 'orders', 'INSERT', frames)
  await Promise.all(pages.map((page) => page.reload()))
  await Promise.all(pages.map((page) => page.getByText("Today's Orders").first().waitFor({ timeout: 120_000 })))
  await Promise.all(pages.map((page) => noteRows(page, RECENT_ORDER)))

  const fromStart: number[] = []
  const fromAnswer: number[] = []
  const messageFromAnswer: number[] = []
  const shownAfterMessage: number[] = []
  for (let n = 0; n < orders; n += 1) {
    const customer = await createCustomer()
    const token = await accessToken(customer)
    const [product] = await restAs<{ id: string }[]>(token, 'products?select=id&stock=gt.20&limit=1')
    if (!product) throw new Error('no product in stock')
    const order = await placeOrderAt(token, outlet, product.id)
    const answeredAt = Date.now()
    const [row] = await restAs<{ created_at: string }[]>(token, `orders?select=created_at&id=eq.${order.id}`)
    const startedAt = Date.parse(row?.created_at ?? '')
    const shown = await Promise.all(pages.map((page) => shownAt(page, `Order #${order.number}`)))
    const received = frames.get(order.id)
    pages.forEach((page, i) => {
      const at = shown[i] as number
      fromStart.push(at - startedAt)
      fromAnswer.push(at - answeredAt)
      const messageAt = received?.get(page)
      if (messageAt !== undefined) {
        messageFromAnswer.push(messageAt - answeredAt)
        shownAfterMessage.push(at - messageAt)
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  console.log(
    `realtime INSERT received by each page's socket, from place_order's answer: ${summary(messageFromAnswer)}`,
  )
  console.log(`realtime INSERT received → the order on that page's Recent Orders: ${summary(shownAfterMessage)}`)
  console.log(`order committed → on every dashboard, from the transaction's start: ${summary(fromStart)}`)
  console.log(`order committed → on every dashboard, from place_order's answer: ${summary(fromAnswer)}`)
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
} finally {
  await browser.close()
  await teardown()
}
