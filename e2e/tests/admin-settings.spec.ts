// Settings as the demo admin: change the delivery fee, see who changed it in the history, and a new quote
// use it; then put it back. (Other suites read the fee: the change lasts only this test.)
import { expect, test } from '@playwright/test'
import { asAdmin, expectAccessible } from '../support/admin.ts'
import { products, serverQuote } from '../support/buying.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.slow())

test('a changed delivery fee is recorded with who changed it, and a new quote uses it', async ({ page }) => {
  const [before] = await asAdmin<{ delivery_fee: number }[]>('settings?select=delivery_fee')
  const original = Number(before?.delivery_fee ?? 5000)
  const changed = original + 1500
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_PAINT)
  const fee = page.getByLabel('Delivery fee (UGX)')
  await expect(fee).toHaveValue(original.toLocaleString('en-US').replaceAll(',', ''))

  try {
    // Refused while a figure is missing: nothing saved.
    await fee.fill('')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Enter the delivery fee')).toBeVisible()
    await expect(page.getByText('Settings saved successfully')).toHaveCount(0)

    await fee.fill(String(changed))
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Settings saved successfully')).toBeVisible()
    const latest = page.locator('tbody tr.ant-table-row').first()
    await expect(latest).toContainText(DEMO_ADMIN.fullName)
    await expect(latest).toContainText('Delivery fee (UGX)')
    await expect(latest).toContainText(`UGX ${original.toLocaleString('en-US')}`)
    await expect(latest).toContainText(`UGX ${changed.toLocaleString('en-US')}`)
    await expectAccessible(page)

    const [product] = await products('Beef Sausages 500 g')
    if (!product) throw new Error('no seeded sausages')
    const quote = await serverQuote([[product, 1]])
    expect(quote.delivery_fee).toBe(changed)
  } finally {
    await asAdmin('settings?id=eq.true', { method: 'PATCH', body: JSON.stringify({ delivery_fee: original }) })
  }
})

test('a later same-day cut-off is recorded in words, and the storefront promises by it', async ({
  page,
  browser,
  baseURL,
}) => {
  const [before] = await asAdmin<{ same_day_cutoff: string }[]>('settings?select=same_day_cutoff')
  const original = before?.same_day_cutoff ?? '14:00:00'
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/settings')
  const cutoff = page.getByLabel('Same-day delivery for orders before')
  await expect(cutoff).toHaveValue('14:00', FIRST_PAINT)
  try {
    // After the end of deliveries: refused on the screen, nothing saved.
    await cutoff.fill('19:00')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('The same-day cut-off must be no later than the end of deliveries')).toBeVisible()
    await expect(page.getByText('Settings saved successfully')).toHaveCount(0)
    const [kept] = await asAdmin<{ same_day_cutoff: string }[]>('settings?select=same_day_cutoff')
    expect(kept?.same_day_cutoff).toBe(original)

    await cutoff.fill('16:00')
    await page.getByRole('button', { name: 'Save Settings' }).click()
    await expect(page.getByText('Settings saved successfully')).toBeVisible()
    const latest = page.locator('tbody tr.ant-table-row').first()
    await expect(latest).toContainText('Same-day delivery for orders before')
    await expect(latest).toContainText('2 PM')
    await expect(latest).toContainText('4 PM')
    await expectAccessible(page)

    // Tuesday 2026-12-01, 3 PM in Kampala: past the old cut-off, before the new one.
    const customer = await browser.newPage({ baseURL })
    await customer.clock.setFixedTime(new Date('2026-12-01T15:00:00+03:00'))
    const [polony] = await products('Polony 1 kg')
    await customer.goto(`/products/${polony?.id}`)
    const promise = customer.getByTestId('delivery-promise')
    await expect(promise).toContainText('Arrives today', FIRST_PAINT)
    await expect(promise).toContainText('when you order before 4 PM')
    // The notes under it say the same hour.
    await expect(customer.getByText('Same-day delivery', { exact: true }).locator('..')).toHaveText(
      'Same-day delivery when you order before 4 PM, Monday to Saturday.',
    )
    await customer.close()
  } finally {
    await asAdmin('settings?id=eq.true', { method: 'PATCH', body: JSON.stringify({ same_day_cutoff: original }) })
  }
})
