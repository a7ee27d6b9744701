// The admin's orders: a server-paged table whose search and status filter live in the URL, the
// detail modal, and assigning a rider through the assign-rider modal.
import { expect, test } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import { asAdmin } from '../support/admin.ts'
import { DEMO_ADMIN, DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

// A seeded cash-on-delivery order that the Kamwokya outlet is preparing, with no rider yet; its number is
// read from the server.
const FRED_ORDER = { customer: 'Fred Kigozi' }

test('the admin filters orders, assigns a rider, and sees the rider in the order', async ({ page }) => {
  test.setTimeout(180_000)
  const [fred] = await asAdmin<{ number: number }[]>(
    `orders?select=number&shipping_address->>full_name=eq.${encodeURIComponent(FRED_ORDER.customer)}&status=eq.processing&rider_id=is.null`,
  )
  if (!fred) throw new Error('the seed has Fred Kigozi’s order being prepared')
  const number = orderNumber(fred.number)
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.getByText(/^[\d,]+ orders$/)).toBeVisible({ timeout: 30_000 })

  await page.getByRole('combobox', { name: 'Filter by status' }).click()
  // antd lists only the options near the selected one to assistive technology; click the visible one.
  await page.locator('.ant-select-dropdown').getByText('Processing', { exact: true }).click()
  await expect(page).toHaveURL(/status=processing/)
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(FRED_ORDER.customer)
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter')
  await expect(page).toHaveURL(/q=Fred\+Kigozi/)
  await expect(page.getByText('1 order', { exact: true })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: FRED_ORDER.customer })).toHaveCount(1)

  // The filtered list survives a reload: it is in the URL.
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: FRED_ORDER.customer })).toHaveCount(1, { timeout: 60_000 })

  await page.getByRole('button', { name: number }).click()
  const detail = page.getByRole('dialog', { name: number })
  await expect(detail.getByText('Not assigned')).toBeVisible()
  await expect(detail.getByRole('img', { name: /Map: the delivery point/ })).toBeVisible()
  await detail.getByRole('button', { name: 'Assign rider' }).click()

  const assign = page.getByRole('dialog', { name: `Assign a rider to ${number}` })
  // Each rider says how far from the outlet and measured to what: the rider's latest delivery point here
  // (the seed's rider has a delivery waiting for pickup and no shared position).
  await expect(assign.locator('label').filter({ hasText: DEMO_RIDER.fullName })).toContainText(
    /\d+\.\d km from the outlet \(last delivery\)/,
  )
  await assign.getByRole('radio', { name: new RegExp(DEMO_RIDER.fullName) }).check()
  await assign.getByRole('button', { name: 'Assign rider' }).click()
  await expect(page.getByText('Rider assigned successfully')).toBeVisible()
  await expect(assign).toBeHidden()

  // The Rider row names the rider (with the phone); the next step, handing it over, names them too.
  await expect(detail.getByText(`${DEMO_RIDER.fullName} (`)).toBeVisible()
  await expect(detail.getByText('Assigned', { exact: true })).toBeVisible()
  await expect(detail.getByRole('button', { name: `Hand to rider ${DEMO_RIDER.fullName}` })).toBeVisible()
  await detail.getByRole('button', { name: 'Close' }).first().click()
  // The list follows: the order is no longer processing, so the processing filter no longer shows it.
  await expect(page.getByText('No orders match your search or filter')).toBeVisible()
})

test('the pending orders page lists only pending orders', async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/orders/pending')
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Orders' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveCount(0)
  const statuses = page
    .getByRole('row')
    .locator('.ant-tag')
    .filter({ hasText: /^(Pending|Processing|Assigned|Picked up|Delivered|Cancelled)$/ })
  await expect(statuses.first()).toBeVisible()
  expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Pending']))
})

test('an order link with a malformed or unknown id opens "Order not found", not a failed load', async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  for (const id of ['abc', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/admin/orders?order=${id}`)
    const dialog = page.getByRole('dialog', { name: 'Order details' })
    await expect(dialog.getByText('Order not found')).toBeVisible({ timeout: 30_000 })
    await expect(dialog.getByText('Failed to load order details')).toHaveCount(0)
  }
})
