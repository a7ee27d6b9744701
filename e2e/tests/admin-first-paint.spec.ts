// The admin dashboard's first paint comes with the HTML of /admin: the frame and the dashboard
// pre-rendered, shown only to an admin of this browser's session, with the figures the server answered
// that session, before any of the app's JavaScript has run; the app then takes over where it stands,
// nothing moving. A visitor and a customer never get the frame or a figure.
import { expect, type Page, test } from '@playwright/test'
import { DEMO_CUSTOMER } from '../support/accounts.ts'
import { asAdmin } from '../support/admin.ts'
import { E2E_PORT_OFFSET } from '../support/ports.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

const HOME_HEADING = 'Premium Meats, Delivered Fresh in Kampala'
test.beforeEach(() => test.slow())

/** Holds the admin remote's entry, so that the page stays on what its HTML painted. */
async function holdAdminApp(page: Page) {
  let open = () => {}
  const held = new Promise<void>((resolve) => {
    open = resolve
  })
  await page.route(`**/*:${3002 + E2E_PORT_OFFSET}/remoteEntry.js`, async (route) => {
    await held
    await route.continue()
  })
  return { release: () => open() }
}

/** Records layout shifts and whether an admin frame or a figure was ever in the page, however briefly. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { seen: { cls: number; frames: string[]; figures: string[] } }
    w.seen = { cls: 0, frames: [], figures: [] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.seen.cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver(() => {
      for (const frame of document.querySelectorAll('[data-portal]'))
        w.seen.frames.push(frame.getAttribute('data-portal') ?? '')
      for (const cell of document.querySelectorAll('[data-figure] .ant-statistic-content-value')) {
        if (!cell.querySelector('.admin-figure-pending')) w.seen.figures.push(cell.textContent ?? '')
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { cls: number; frames: string[]; figures: string[] } }).seen)

test("an admin's dashboard paints from the HTML with the database's figures before the app has loaded; the app takes over with nothing moving", async ({
  page,
}) => {
  const [summary] = await asAdmin<{ total_orders: number; total_customers: number }[]>(
    'dashboard_summary?select=total_orders,total_customers',
  )
  await startSignedIn(page, DEMO_ADMIN.email)
  await watchPage(page)
  const app = await holdAdminApp(page)
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })

  const first = page.locator('#prerender')
  const totalOrders = (scope: typeof first) =>
    scope.locator('[data-figure="total_orders"] .ant-statistic-content-value')
  await expect(first.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 })
  await expect(first.getByText(DEMO_ADMIN.fullName)).toBeVisible()
  await expect(first.getByText('Administrator', { exact: true })).toBeVisible()
  await expect(totalOrders(first)).toHaveText((summary?.total_orders ?? -1).toLocaleString('en-US'))
  await expect(first.locator('[data-figure="total_customers"] .ant-statistic-content-value')).toHaveText(
    (summary?.total_customers ?? -1).toLocaleString('en-US'),
  )
  // The sidebar's plain links (folded away on a phone, as in the app) work before the app has loaded.
  await expect(first.getByRole('link', { name: 'Kampala Meats Admin', includeHidden: true })).toHaveAttribute(
    'href',
    '/admin',
  )
  const before = {
    heading: await first.getByRole('heading', { level: 1 }).boundingBox(),
    figure: await totalOrders(first).boundingBox(),
    name: await first.getByText(DEMO_ADMIN.fullName).boundingBox(),
  }

  app.release()
  await expect(first).toHaveCount(0, { timeout: 60_000 })
  const root = page.locator('#root')
  await expect(totalOrders(root)).toHaveText((summary?.total_orders ?? -1).toLocaleString('en-US'))
  const after = {
    heading: await root.getByRole('heading', { level: 1, name: 'Dashboard' }).boundingBox(),
    figure: await totalOrders(root).boundingBox(),
    name: await root.getByText(DEMO_ADMIN.fullName).boundingBox(),
  }
  expect(after).toEqual(before)
  // The app's own page is working: its menu button opens the sidebar.
  await root.getByRole('button', { name: 'Menu' }).click()
  await expect(root.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  expect((await seen(page)).cls).toBe(0)

  // Back another day: the app has read who this is, so the frame paints at once, before the role check.
  await holdAdminApp(page)
  await page.reload({ waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-admin-first-paint'))).toBe('admin')
  await expect(first.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(first.getByText(DEMO_ADMIN.fullName)).toBeVisible()
  await expect(totalOrders(first)).toHaveText((summary?.total_orders ?? -1).toLocaleString('en-US'))
})

test("on a phone the first paint's Menu opens the sidebar before the app has loaded, and the app keeps it open", async ({
  page,
}) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  const app = await holdAdminApp(page)
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  const first = page.locator('#prerender')
  await first.getByRole('button', { name: 'Menu' }).click({ timeout: 30_000 })
  const sidebar = first.getByRole('navigation', { name: 'Admin' })
  await expect(sidebar.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/admin/products/categories')
  await expect(first.getByRole('button', { name: 'Hide menu' })).toHaveAttribute('aria-expanded', 'true')

  app.release()
  await expect(first).toHaveCount(0, { timeout: 60_000 })
  const appSidebar = page.locator('#root').getByRole('navigation', { name: 'Admin' })
  await expect(appSidebar.getByRole('link', { name: 'Categories' })).toBeVisible()
  await expect(page.locator('#root').getByRole('button', { name: 'Hide menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  // The app's own links now: a page change without a new page load.
  await appSidebar.getByRole('link', { name: 'Categories' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
  await expect(appSidebar).toBeHidden()
})

test('a visitor without a session never has the admin frame in the page, with or without JavaScript', async ({
  page,
  browser,
}) => {
  await watchPage(page)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible()
  expect((await seen(page)).frames).toEqual([])

  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto('/admin')
  await expect(plain.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0)
  await expect(plain.getByRole('link', { name: 'Kampala Meats Admin' })).toHaveCount(0)
  await noScript.close()
})

test("a customer's session gets neither the admin frame nor a figure, before or after the app has loaded", async ({
  page,
}) => {
  await startSignedIn(page, DEMO_CUSTOMER.email)
  await watchPage(page)
  const app = await holdAdminApp(page)
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  // The server's role check answered (no admin): the pre-rendered copy is gone, never shown.
  await expect(page.locator('#prerender')).toHaveCount(0, { timeout: 30_000 })
  app.release()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible()
  expect(await seen(page)).toMatchObject({ frames: [], figures: [] })

  // Now that the app has read who this is, the next load does not even ask.
  await page.goto('/admin', { waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-admin-first-paint'))).toBeNull()
  expect(
    await page.evaluate(() => Object.keys((window as { __shopSignedInReads?: object }).__shopSignedInReads ?? {})),
  ).toEqual([])
  await expect(page).toHaveURL(/\/$/)
  expect(await seen(page)).toMatchObject({ frames: [], figures: [] })
})
