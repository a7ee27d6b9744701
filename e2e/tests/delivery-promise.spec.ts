// Honest delivery times: the product page and the cart promise a delivery day from the shop's hours
// (Monday–Saturday, same day before 2 PM), in Kampala time whatever the browser's own time zone, under
// a fixed clock: across the 2 PM cut-off, on Saturday evening and on Sunday.
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, newCustomer } from '../support/accounts.ts'
import { products, seedCart } from '../support/buying.ts'
import { startSignedIn } from '../support/sessions.ts'

// A browser far from Kampala: the promise must still follow Kampala's clock.
test.use({ timezoneId: 'America/New_York' })

/** An instant given in Kampala time (UTC+3). 2026-12-01 is a Tuesday; 2026-12-05 a Saturday. */
const kampala = (local: string) => new Date(`${local}+03:00`)

async function promiseOn(page: Page, path: string, at: string) {
  await page.clock.setFixedTime(kampala(at))
  await page.goto(path)
  await expect(page.locator('#root main')).toBeVisible({ timeout: 60_000 })
  return page.getByTestId('delivery-promise')
}

test.describe.configure({ timeout: 180_000 })

test('the product page promises today before 2 PM and tomorrow from 2 PM on a weekday', async ({ page }) => {
  const [polony] = await products('Polony 1 kg')
  const before = await promiseOn(page, `/products/${polony?.id}`, '2026-12-01T13:59')
  await expect(before).toContainText('Arrives today')
  await expect(before).toContainText('when you order before 2 PM')
  const after = await promiseOn(page, `/products/${polony?.id}`, '2026-12-01T14:00')
  await expect(after).toContainText('Arrives tomorrow')
})

test('the cart promises Monday on Saturday evening, and on Sunday', async ({ page }) => {
  const [polony] = await products('Polony 1 kg')
  await seedCart(page, [[polony as NonNullable<typeof polony>, 1]])
  const saturday = await promiseOn(page, '/cart', '2026-12-05T19:30')
  await expect(saturday).toContainText('Arrives Monday')
  const sunday = await promiseOn(page, '/cart', '2026-12-06T10:00')
  await expect(sunday).toContainText('Arrives tomorrow')
  await expect(sunday).toContainText('Monday to Saturday, 8 AM to 6 PM')
})

test('the checkout promises the same day as the cart, by the clock in Kampala', async ({ page }) => {
  const customer = await createCustomer(newCustomer('promise', 'Peter Okello'))
  const [polony] = await products('Polony 1 kg')
  await startSignedIn(page, customer.email, customer.password)
  await seedCart(page, [[polony as NonNullable<typeof polony>, 1]])
  const saturday = await promiseOn(page, '/checkout', '2026-12-05T19:30')
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(saturday).toContainText('Arrives Monday')
  const tuesday = await promiseOn(page, '/checkout', '2026-12-01T09:15')
  await expect(tuesday).toContainText('Arrives today')
})
