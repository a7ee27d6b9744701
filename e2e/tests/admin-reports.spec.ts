// The reports as the demo admin: the sales report for a period picked in the range picker shows the seed's
// figures (counted here from the orders themselves, in Kampala days), exports them as a CSV that reads
// back the same; the inventory report lists each outlet's low stock. No accessibility violation axe finds.
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { asAdmin, expectAccessible } from '../support/admin.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.slow())

const KAMPALA_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const kampalaDay = (at: number) => new Date(at + KAMPALA_MS).toISOString().slice(0, 10)
const grouped = (value: number) => value.toLocaleString('en-US')
const money = (value: number) => `UGX ${grouped(Math.round(value))}`

/** The seed's sales of the last `days` Kampala days (today included), from the orders as the admin reads them. */
async function seededSales(days: number) {
  const to = kampalaDay(Date.now())
  const from = kampalaDay(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)
  const since = new Date(Date.parse(`${from}T00:00:00Z`) - KAMPALA_MS).toISOString()
  const orders = await asAdmin<{ total_amount: number; payment_method: string }[]>(
    `orders?select=total_amount,payment_method&status=neq.cancelled&created_at=gte.${encodeURIComponent(since)}`,
  )
  const revenue = orders.reduce((sum, o) => sum + Number(o.total_amount), 0)
  const byMethod = new Map<string, { orders: number; revenue: number }>()
  for (const o of orders) {
    const m = byMethod.get(o.payment_method) ?? { orders: 0, revenue: 0 }
    byMethod.set(o.payment_method, { orders: m.orders + 1, revenue: m.revenue + Number(o.total_amount) })
  }
  return { from, to, orders: orders.length, revenue, byMethod }
}

async function pickPreset(page: Page, preset: string) {
  await page.getByLabel('Period').click()
  await page.getByText(preset, { exact: true }).click()
}

test('the sales report for a picked period shows the seed’s figures and exports them as CSV', async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin')
  const reports = page.getByRole('navigation', { name: 'Admin' }).getByRole('list', { name: 'Reports' })
  await reports.getByRole('link', { name: 'Sales', exact: true }).click(FIRST_PAINT)
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Report' })).toBeVisible(FIRST_PAINT)

  await pickPreset(page, 'Last 7 days')
  const seed = await seededSales(7)
  expect(seed.orders).toBeGreaterThan(0)
  await expect(page).toHaveURL(new RegExp(`from=${seed.from}&to=${seed.to}`))
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Total Orders' })).toContainText(grouped(seed.orders))
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Total Revenue' })).toContainText(money(seed.revenue))
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Average Order Value' })).toContainText(
    money(seed.revenue / seed.orders),
  )

  // Seven days, seven bars (days without sales at zero), every one named in the table for screen readers.
  await expect(page.locator('.bar-chart__bar')).toHaveCount(7)
  await expect(page.getByRole('table', { name: /^Revenue by day/ }).locator('tbody tr')).toHaveCount(7)

  const methods = page.getByRole('region', { name: 'By payment method' })
  const labels: Record<string, string> = {
    cash_on_delivery: 'Cash on Delivery',
    mtn_money: 'MTN Mobile Money',
    airtel_money: 'Airtel Money',
    card: 'Card',
  }
  await expect(methods.locator('tbody tr.ant-table-row')).toHaveCount(seed.byMethod.size)
  for (const [method, figures] of seed.byMethod) {
    const row = methods.locator('tbody tr.ant-table-row').filter({ hasText: labels[method] ?? method })
    await expect(row).toContainText(grouped(figures.orders))
    await expect(row).toContainText(money(figures.revenue))
  }
  const outlets = page.getByRole('region', { name: 'By outlet' })
  await expect(outlets.locator('tbody tr.ant-table-row').first()).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'By category' }).locator('tbody tr.ant-table-row').first(),
  ).toBeVisible()

  // Weeks: the bars and table follow.
  await page.getByText('Week', { exact: true }).click()
  await expect(page).toHaveURL(/by=week/)
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue by week' })).toBeVisible()
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`sales-report-${seed.from}-to-${seed.to}.csv`)
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe('Section,Name,Orders,Units,Revenue (UGX),Average order value (UGX)')
  expect(lines[1]).toBe(
    `Total,${seed.from} to ${seed.to},${seed.orders},,${seed.revenue},${Math.round(seed.revenue / seed.orders)}`,
  )
  for (const [method, figures] of seed.byMethod) {
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Payment method,${labels[method]},${figures.orders},,${figures.revenue},`)),
    )
  }
  expect(lines.filter((line) => line.startsWith('Week starting,')).length).toBeGreaterThan(0)
})

test('the inventory report lists each outlet’s stock value and its low stock', async ({ page }) => {
  const shelves = await asAdmin<
    { stock: number; min_stock: number; outlet: { name: string }; product: { name: string } }[]
  >('outlet_products?select=stock,min_stock,outlet:outlets(name),product:products(name)')
  const low = shelves.filter((s) => s.stock <= s.min_stock)
  expect(low.length).toBeGreaterThan(0)

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/reports/inventory')
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Report' })).toBeVisible(FIRST_PAINT)
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Low Stock Products' })).toContainText(
    grouped(low.length),
  )
  const lowTable = page.getByRole('region', { name: 'Low stock by outlet', exact: true })
  await expect(lowTable.locator('tbody tr.ant-table-row')).toHaveCount(low.length)
  const emptiest = [...low].sort((a, b) => a.stock - b.stock)[0]
  if (!emptiest) throw new Error('no low stock')
  await expect(
    lowTable
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: emptiest.product.name })
      .filter({ hasText: emptiest.outlet.name }),
  ).toBeVisible()
  const byOutlet = page.getByRole('region', { name: 'Stock by outlet', exact: true })
  for (const name of new Set(low.map((s) => s.outlet.name))) {
    const row = byOutlet.locator('tbody tr.ant-table-row').filter({ hasText: name })
    await expect(row).toContainText(grouped(low.filter((s) => s.outlet.name === name).length))
  }
  await expectAccessible(page)

  // Export CSV, as the sales report has: the total, each outlet and each low product.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^inventory-report-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n')
  expect(lines[0]).toBe(
    'Section,Outlet,Product,Products,Units in stock,Stock value (UGX),Low stock products,Out of stock products,Minimum,Maximum',
  )
  expect(lines[1]).toMatch(new RegExp(`^Total,All outlets,,\\d+,\\d+,\\d+,${low.length},`))
  expect(lines.filter((line) => line.startsWith('Low stock,'))).toHaveLength(low.length)
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^Low stock,[^,]*,${emptiest.product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},,${emptiest.stock},`,
      ),
    ),
  )
})
