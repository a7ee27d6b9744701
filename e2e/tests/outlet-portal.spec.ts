// The outlet portal as its demo manager (Ruth Achieng, Kololo) uses it (issue 12): the dashboard's
// figures are what the server's rows add up to, a new order for the outlet arrives live with the toast,
// a restock or a count is recorded and moves the stock band, and every page is axe-clean.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, DEMO_PASSWORD } from '../support/accounts.ts'
import { accessToken, ugx } from '../support/buying.ts'
import {
  kampalaDayStart,
  type OutletRow,
  ordersSince,
  outletOf,
  placeOrderAt,
  restAs,
  waitingOrders,
} from '../support/outlet.ts'
import { DEMO_OUTLET_MANAGER, DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

// Each test loads a portal page with its antd and runs axe over it: slow on a busy machine.
test.describe.configure({ timeout: 240_000 })

const manager = { email: DEMO_OUTLET_MANAGER.email, password: DEMO_PASSWORD }

let token: string
let outlet: OutletRow

test.beforeAll(async () => {
  token = await accessToken(manager)
  outlet = await outletOf(token)
  expect(outlet.name).toBe(DEMO_OUTLET_MANAGER.outlet)
})

const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ hasText: title }).locator('.ant-statistic-content-value')

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function openDashboard(page: Page) {
  await startSignedIn(page, manager.email)
  await page.goto('/outlet')
  await expect(page.getByRole('heading', { level: 1, name: 'Outlet Dashboard' })).toBeVisible({ timeout: 45_000 })
  await expect(page.locator('[data-portal="outlet"]').getByText(DEMO_OUTLET_MANAGER.outlet)).toBeVisible()
}

test("the dashboard's figures are what the outlet's orders add up to", async ({ page }) => {
  await openDashboard(page)
  const today = await ordersSince(token, outlet.id, kampalaDayStart())
  const counted = today.filter((o) => o.status !== 'cancelled')
  const revenue = counted.reduce((sum, o) => sum + o.total_amount, 0)
  await expect(card(page, "Today's Orders")).toHaveText(today.length.toLocaleString('en-US'))
  await expect(card(page, "Today's Revenue")).toHaveText(ugx(revenue))
  await expect(card(page, 'Pending Orders')).toHaveText(String(await waitingOrders(token, outlet.id)))
  await expect(page.getByText('Requires attention')).toBeVisible()
  await expect(card(page, 'Average Order Value')).toHaveText(
    ugx(counted.length ? Math.round(revenue / counted.length) : 0),
  )

  // Recent Orders: the first five of today's, newest first.
  const recent = page.getByTestId('recent-order')
  await expect(recent).toHaveCount(Math.min(5, today.length))
  for (const [i, order] of today.slice(0, 5).entries()) {
    await expect(recent.nth(i)).toContainText(`Order #${order.id.slice(-6)}`)
    await expect(recent.nth(i)).toContainText(ugx(order.total_amount))
  }

  // Order Status: today's orders in every status.
  for (const status of ['pending', 'processing', 'assigned', 'picked_up', 'delivered', 'cancelled']) {
    await expect(page.getByTestId(`status-${status}`).locator('dd')).toHaveText(
      String(today.filter((o) => o.status === status).length),
    )
  }

  // Revenue Trend: the last 7 and 30 Kampala days, cancelled orders left out.
  for (const days of [7, 30]) {
    if (days === 30) await page.getByText('Last 30 days').click()
    const period = (await ordersSince(token, outlet.id, kampalaDayStart(days - 1))).filter(
      (o) => o.status !== 'cancelled',
    )
    await expect(page.getByTestId('revenue-total')).toContainText(
      `${ugx(period.reduce((s, o) => s + o.total_amount, 0))} from ${period.length.toLocaleString('en-US')}`,
    )
  }
  await expectAxeClean(page)
})

test('a new order for the outlet shows the toast and reaches the open dashboard without a reload', async ({ page }) => {
  await openDashboard(page)
  const before = Number(((await card(page, "Today's Orders").textContent()) ?? '').replaceAll(',', ''))
  let reloaded = false
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true
  })
  const customer = await createCustomer()
  const customerToken = await accessToken(customer)
  const [product] = await restAs<{ id: string }[]>(customerToken, 'products?select=id&stock=gt.5&limit=1')
  if (!product) throw new Error('no product in stock')
  const order = await placeOrderAt(customerToken, outlet, product.id)
  await expect(page.getByText('New order received!')).toBeVisible()
  await expect(page.getByTestId('recent-order').first()).toContainText(`Order #${order.id.slice(-6)}`)
  await expect(card(page, "Today's Orders")).toHaveText((before + 1).toLocaleString('en-US'))
  await expect(page.getByTestId('status-pending').locator('dd')).not.toHaveText('0')
  // The bell holds the new order too.
  await page.getByRole('button', { name: /Notifications/ }).click()
  await expect(page.getByText(`New order #${order.id.slice(-6)} from Outlet Test Customer`)).toBeVisible()
  expect(reloaded).toBe(false)
})

test('a count and a restock are recorded, with who and how many, and move the stock band', async ({ page }) => {
  const shelves = await restAs<{ id: string; min_stock: number; max_stock: number; product: { name: string } }[]>(
    token,
    `outlet_products?select=id,min_stock,max_stock,product:products(name)&outlet_id=eq.${outlet.id}`,
  )
  const shelf = shelves.find((s) => s.max_stock > s.min_stock)
  if (!shelf) throw new Error('the outlet has no products')
  await startSignedIn(page, manager.email)
  await page.goto('/outlet/stock')
  // The first visit loads the page with the antd it uses (a table, a dialog, a form): give it time.
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible({ timeout: 45_000 })
  const band = page.getByTestId(`band-${shelf.id}`)
  const name = shelf.product.name

  await page.getByRole('button', { name: `Record stock of ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Record stock: ${name}` })
  await dialog.getByText('Count (units on the shelf)').click()
  await dialog.getByRole('spinbutton', { name: /Units counted/ }).fill(String(shelf.min_stock))
  await dialog.getByRole('button', { name: 'Save' }).click()
  // (The success toast "Stock recorded" lasts 2 s: the band and the record are what stays.)
  await expect(band).toHaveText('Low')
  await expect(page.getByText(/at or below the minimum stock/)).toBeVisible()
  await expectAxeClean(page)

  const added = shelf.max_stock - shelf.min_stock
  await page.getByRole('button', { name: `Record stock of ${name}` }).click()
  await dialog.getByText('Restock (units received)').click()
  await dialog.getByRole('spinbutton', { name: /Units received/ }).fill(String(added))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(band).toHaveText('Full')
  const record = page
    .getByRole('row')
    .filter({ hasText: `Restock +${added}` })
    .first()
  await expect(record).toContainText(name)
  await expect(record).toContainText(DEMO_OUTLET_MANAGER.fullName)
  await expect(record).toContainText(`${shelf.min_stock} → ${shelf.max_stock}`)
})

test('Staff and Settings: the manager sees her colleagues and edits nothing but what a manager may', async ({
  page,
}) => {
  await startSignedIn(page, manager.email)
  await page.goto('/outlet/staff')
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible({ timeout: 45_000 })
  await expect(page.getByRole('row').filter({ hasText: DEMO_OUTLET_MANAGER.fullName })).toContainText('Manager')
  // Her own row has no switch; a colleague's has.
  await expect(page.getByRole('switch', { name: `${DEMO_OUTLET_MANAGER.fullName} is active` })).toHaveCount(0)
  await expect(page.getByRole('switch').first()).toBeVisible()
  await expectAxeClean(page)

  await page.goto('/outlet/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Outlet Settings' })).toBeVisible({ timeout: 45_000 })
  await expect(page.getByLabel('Phone')).not.toHaveValue('')
  await page.getByLabel('Phone').fill('call me')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
  await expectAxeClean(page)
})

test('an inactive employee is told so instead of seeing the portal', async ({ page }) => {
  // Ibrahim Lubega, butcher at Ntinda, deactivated in the seed.
  await startSignedIn(page, 'ibrahim.ntinda@example.com')
  await page.goto('/outlet/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'Your staff account is inactive' })).toBeVisible({
    timeout: 45_000,
  })
  await expect(page.getByText(/Ask your outlet's manager or an admin to reactivate it/)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Outlet' })).toHaveCount(0)
  await expectAxeClean(page)
})

test('a rider who opens the outlet portal ends on the home page (customers: portal-guards.spec.ts)', async ({
  page,
}) => {
  await startSignedIn(page, DEMO_RIDER.email)
  await page.goto('/outlet')
  await expect(page).toHaveURL(/\/$/, { timeout: 45_000 })
  await expect(page.locator('[data-portal="outlet"]')).toHaveCount(0)
})

test("the manager starts preparing a new order on the shared orders screen, and the customer's order page follows live", async ({
  page,
  browser,
}) => {
  const customer = await createCustomer()
  const customerToken = await accessToken(customer)
  const [product] = await restAs<{ id: string }[]>(customerToken, 'products?select=id&stock=gt.5&limit=1')
  if (!product) throw new Error('no product in stock')
  const order = await placeOrderAt(customerToken, outlet, product.id)

  const customerContext = await browser.newContext()
  const customerPage = await customerContext.newPage()
  await startSignedIn(customerPage, customer.email, customer.password)
  await customerPage.goto(`/orders/${order.id}`)
  const customerStatus = customerPage.getByRole('main').getByText('Pending', { exact: true }).first()
  await expect(customerStatus).toBeVisible({ timeout: 45_000 })

  await startSignedIn(page, manager.email)
  await page.goto(`/outlet/orders/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible({ timeout: 45_000 })
  await page.getByRole('button', { name: 'Start preparing' }).first().click()
  await page
    .getByRole('dialog', { name: /Start preparing/ })
    .getByRole('button', { name: 'Start preparing' })
    .click()
  await expect(page.getByText('Order status updated')).toBeVisible()

  await expect(customerPage.getByRole('main').getByText('Processing', { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  })
  await customerContext.close()
})
