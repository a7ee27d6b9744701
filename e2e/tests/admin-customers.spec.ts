// The admin's customers on a phone (390 px), as the demo admin: a customer found by her phone number typed
// the local way, her figures as the database counts them, Export CSV of what the search found (the file
// read back), her page with her orders (one opens on the orders screen), saved addresses and
// subscriptions; a link to no customer says so.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { formatMoney } from '@shop/shared/money'
import { asAdmin, expectAccessible, orderName } from '../support/admin.ts'
import { expectFitsPhone } from '../support/layout.ts'
import { navigateInApp } from '../support/navigation.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 390, height: 844 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }

const SARAH = { name: 'Sarah Namubiru', email: 'customer@example.com', typedPhone: '0772 481530' }

interface Figures {
  id: string
  orders: number
  total_spent: number | string
  last_order_at: string | null
}

test('a customer found by her phone as typed: her figures, the CSV, her orders, addresses and subscriptions', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const [figures] = await asAdmin<Figures[]>('rpc/admin_customers', {
    method: 'POST',
    body: JSON.stringify({ patterns: ['customer@example.com'] }),
  })
  if (!figures) throw new Error('the demo customer is not among the customers')
  // Her page lists every order, the cancelled ones too, newest first.
  const placed = await asAdmin<{ id: string }[]>(
    `orders?select=id&user_id=eq.${figures.id}&order=created_at.desc,id.desc`,
  )
  const newestName = await orderName(placed[0]?.id as string)
  const spent = Number(figures.total_spent)

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/customers')
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible(FIRST_PAINT)
  const rows = page.locator('tbody tr.ant-table-row')
  await expect(rows.first()).toBeVisible()

  const search = page.getByRole('searchbox', { name: 'Search customers' })
  await search.fill(SARAH.typedPhone)
  await search.press('Enter')
  await expect(page).toHaveURL(/\?q=0772\+481530$/)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(SARAH.name)
  await expect(rows.first()).toContainText('+256772481530')
  await expect(rows.first()).toContainText(formatMoney(spent))
  await expectAccessible(page)
  await expectFitsPhone(page, 'the customers list')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
  expect(file.suggestedFilename()).toBe(`customers-${today}.csv`)
  const csv = (await readFile((await file.path()) as string, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toBe('Name,Email,Phone,Orders,Total Spent (UGX),Last Order,Joined')
  expect(lines).toHaveLength(2)
  expect(lines[1]?.split(',').slice(0, 5)).toEqual([
    SARAH.name,
    SARAH.email,
    "'+256772481530",
    String(figures.orders),
    String(spent),
  ])

  await rows.first().getByRole('link', { name: SARAH.name }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${figures.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: SARAH.name })).toBeVisible()
  const orders = page.getByRole('region', { name: 'Orders' })
  const newest = orders.getByRole('link', { name: newestName })
  await expect(newest).toBeVisible()
  await expect(orders.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(10, placed.length))
  const addresses = page.getByRole('region', { name: 'Saved addresses' })
  await expect(addresses.getByText('Home', { exact: true })).toBeVisible()
  await expect(addresses.getByText('Office', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Subscriptions' })).toContainText('Campaigns')
  await expectAccessible(page)
  await expectFitsPhone(page, "the customer's page")

  // An order opens in the orders screen's detail.
  await newest.click()
  await expect(page.getByRole('dialog', { name: newestName })).toBeVisible()

  // A link to nobody: no UUID, or no customer's.
  await navigateInApp(page, '/admin/customers/not-a-customer')
  await expect(page.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible()
  await navigateInApp(page, `/admin/customers/${figures.id.replace(/^.{8}/, '00000000')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to customers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
})
