// A new order reaching open outlet dashboards (issue 12: p95 ≤ 1 s with 20 dashboards open): the
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
import { AUTH_STORAGE_KEY } from '../../shared/src/supabase/session-hint.ts'
import { createCustomer } from '../support/accounts.ts'
import { accessToken } from '../support/buying.ts'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import globalSetup from '../support/global-setup.ts'
import { outletOf, placeOrderAt, restAs } from '../support/outlet.ts'
import { E2E_SHELL_URL } from '../support/ports.ts'
import { DEMO_OUTLET_MANAGER, passwordSession } from '../support/sessions.ts'

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { dashboards: { type: 'string', default: '20' }, orders: { type: 'string', default: '10' } },
})
const dashboards = Number(values.dashboards)
const orders = Number(values.orders)

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const summary = (delays: number[]) => {
  const sorted = [...delays].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms (n = ${sorted.length})`
}

type RowsLog = { at: number; texts: string[] }[]

/**
 * Starts noting in the page, at every change of the document, when (wall clock) Recent Orders shows which
 * rows. The page function names no function of its own: tsx (esbuild's keepNames) would wrap a named one
 * in a `__name` helper that exists only in Node, and the page would throw "__name is not defined".
 */
const noteRecentOrders = (page: Page) =>
  page.evaluate(() => {
    const log: RowsLog = []
    Object.assign(window, { recentOrdersLog: log })
    new MutationObserver(() =>
      log.push({
        at: Date.now(),
        texts: [...document.querySelectorAll('[data-testid="recent-order"]')].map((row) => row.textContent ?? ''),
      }),
    ).observe(document.body, { childList: true, subtree: true, characterData: true })
  })

/** The first moment Recent Orders listed the order whose short id is `shortId` (waits until it does). */
async function shownAt(page: Page, shortId: string): Promise<number> {
  const first = (id: string) =>
    (window as unknown as { recentOrdersLog: RowsLog }).recentOrdersLog.find((entry) =>
      entry.texts.some((text) => text.includes(id)),
    )?.at ?? null
  await page.waitForFunction(first, shortId, { timeout: 60_000 })
  return (await page.evaluate(first, shortId)) as number
}

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
  const frames = new Map<string, Map<Page, number>>()
  for (const page of pages) {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString()
        const id = /"type":"INSERT".*?"id":"([0-9a-f-]{36})"/.exec(text)?.[1]
        if (!id || !text.includes('"table":"orders"')) return
        const received = frames.get(id) ?? new Map<Page, number>()
        if (!received.has(page)) received.set(page, Date.now())
        frames.set(id, received)
      }),
    )
  }
  await Promise.all(pages.map((page) => page.reload()))
  await Promise.all(pages.map((page) => page.getByText("Today's Orders").first().waitFor({ timeout: 120_000 })))
  await Promise.all(pages.map(noteRecentOrders))

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
    const shown = await Promise.all(pages.map((page) => shownAt(page, order.id.slice(-6))))
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
