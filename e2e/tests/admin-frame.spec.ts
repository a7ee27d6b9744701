// The admin frame and dashboard as the demo admin: the notification bell (count, newest unread, live
// with the toast "New notification received", Mark read removes it), the sidebar's groups, and the
// dashboard's figures read from the database, with no accessibility violation axe can find.
import { expect, test } from '@playwright/test'
import { asAdmin, expectAccessible, unique } from '../support/admin.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.slow())

test('a new notification arrives live with a toast, and Mark read removes it from the bell', async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin')
  // The page's pre-rendered first paint and the app's frame are both in the page until the app takes over:
  // the one shown counts.
  await expect(page.getByText(DEMO_ADMIN.fullName).filter({ visible: true })).toBeVisible(FIRST_PAINT)
  await expect(page.getByText('Administrator', { exact: true }).filter({ visible: true })).toBeVisible()
  const bell = page.getByRole('button', { name: /^Notifications, / })
  await expect(bell).toBeVisible()
  const unreadBefore = (await asAdmin<unknown[]>('admin_notifications?select=id&read=is.false')).length
  await expect(bell).toHaveAccessibleName(
    unreadBefore === 0 ? 'Notifications, no unread' : `Notifications, ${unreadBefore} unread`,
  )

  // The database announces a product that ran out: made here by the admin selling its last units.
  const name = unique('Bell test goat ribs')
  const [product] = await asAdmin<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({ name, description: 'For the bell test', price: 20000, stock: 3 }),
  })
  await asAdmin(`products?id=eq.${product?.id}`, { method: 'PATCH', body: JSON.stringify({ stock: 0 }) })

  await expect(page.getByText('New notification received')).toBeVisible()
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`)
  await bell.click()
  const panel = page.getByRole('region', { name: 'Notifications' })
  const item = panel.getByRole('listitem').filter({ hasText: `${name} is out of stock` })
  await expect(item).toBeVisible()
  await expect(panel.getByRole('listitem')).toHaveCount(Math.min(5, unreadBefore + 1))
  await expectAccessible(page)

  await item.getByRole('button', { name: 'Mark read' }).click()
  await expect(item).toHaveCount(0)
  await expect(bell).toHaveAccessibleName(
    unreadBefore === 0 ? 'Notifications, no unread' : `Notifications, ${unreadBefore} unread`,
  )
  const [stored] = await asAdmin<{ read: boolean }[]>(
    `admin_notifications?select=read&product_id=eq.${product?.id}&order=created_at.desc&limit=1`,
  )
  expect(stored?.read).toBe(true)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await asAdmin(`rpc/remove_product`, { method: 'POST', body: JSON.stringify({ product_id: product?.id }) })
})

/**
 * Passes once `check` does: the journeys beside this one add customers, orders and stock meanwhile and the
 * dashboard follows them live, so a figure is compared with the database as it is when the two agree.
 */
const agreeing = (check: () => Promise<void>) => expect(check).toPass({ timeout: 15_000 })
const ONE_LOOK = { timeout: 2_000 }

test("the dashboard's figures, trend, alerts and best sellers come from the database", async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin')
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  for (const link of ['Dashboard', 'Products', 'Categories', 'Settings']) {
    await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible()
  }
  // Products and Reports each have an Inventory.
  await expect(sidebar.getByRole('link', { name: 'Inventory', exact: true })).toHaveCount(2)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(FIRST_PAINT)
  await expect(page.getByRole('button', { name: 'View Orders' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Manage Products' })).toBeVisible()
  for (const [title, column] of [
    ['Total Orders', 'total_orders'],
    ['Total Customers', 'total_customers'],
  ] as const) {
    const figure = page
      .locator('.ant-statistic')
      .filter({ hasText: title, visible: true })
      .locator('.ant-statistic-content-value')
    await agreeing(async () => {
      const [summary] = await asAdmin<Record<typeof column, number>[]>(`dashboard_summary?select=${column}`)
      await expect(figure).toHaveText((summary?.[column] ?? 0).toLocaleString('en-US'), ONE_LOOK)
    })
  }

  const trend = page.getByRole('table', { name: 'Revenue for the last 7 days' })
  await expect(trend.getByRole('row')).toHaveCount(8)
  await expect(page.locator('.bar-chart__bar')).toHaveCount(7)
  await agreeing(async () => {
    const [today] = await asAdmin<{ revenue: number }[]>('daily_revenue?select=revenue&order=day.desc&limit=1')
    const revenue = `UGX ${Number(today?.revenue ?? 0).toLocaleString('en-US')}`
    await expect(trend.getByRole('row').last()).toContainText(revenue, ONE_LOOK)
  })
  await agreeing(async () => {
    const low = await asAdmin<unknown[]>('products?select=id&stock=lt.10&withdrawn_at=is.null')
    await expect(page.getByRole('heading', { name: `Low Stock Products: ${low.length}` })).toBeVisible(ONE_LOOK)
  })
  await agreeing(async () => {
    const [summary] = await asAdmin<{ pending_orders: number }[]>('dashboard_summary?select=pending_orders')
    const pending = summary?.pending_orders ?? 0
    await expect(page.getByRole('heading', { name: `New Orders: ${pending}` })).toBeVisible(ONE_LOOK)
  })

  const top = await asAdmin<{ name: string; units_sold: number }[]>('top_products?select=name,units_sold&limit=5')
  const topCard = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Top Products' }) })
  await expect(topCard.getByRole('listitem')).toHaveCount(top.length)
  if (top[0]) await expect(topCard.getByRole('listitem').first()).toContainText(`1. ${top[0].name}`)
  if (top[0]) await expect(topCard.getByRole('listitem').first()).toContainText(`${top[0].units_sold} units sold`)
  await expectAccessible(page)
})
