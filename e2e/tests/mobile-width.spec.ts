// "Mobile first: every screen works at 360 px wide": no page of the storefront is wider than a small
// phone, for a visitor and for a signed-in customer (whose top bar carries the Account button).
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, newCustomer, signIn } from '../support/accounts.ts'
import { catalogueRows } from '../support/catalogue.ts'

test.use({ viewport: { width: 360, height: 740 } })

const PAGES = ['/', '/about', '/products', '/cart', '/discover', '/discover/recipes', '/certifications', '/contact']

/** How far the page reaches beyond the viewport's right edge, in CSS pixels (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))
}

async function expectFits(page: Page, path: string) {
  await page.goto(path)
  // The app itself, not only the pre-rendered first paint, has rendered the page.
  await expect(page.locator('#root main')).toBeVisible()
  await expect.poll(() => overflow(page), { message: `${path} is wider than 360 px` }).toBe(0)
}

test('every storefront page fits a 360 px wide phone for a visitor', async ({ page }) => {
  const [product] = await catalogueRows()
  for (const path of [...PAGES, `/products/${product?.id}`, '/account']) await expectFits(page, path)
})

test('every storefront page fits a 360 px wide phone for a signed-in customer', async ({ page }) => {
  const customer = await createCustomer(newCustomer('narrow', 'Grace Atim'))
  await page.goto('/')
  await signIn(page, customer)
  for (const path of [...PAGES, '/orders', '/account', '/checkout']) await expectFits(page, path)
})
