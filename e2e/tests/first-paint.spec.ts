// The pre-rendered first paint of a storefront page is built for a visitor; before any of the app's
// JavaScript has arrived, its navigation already says what the app will: the cart's count from an
// earlier visit, and Account for a customer who is signed in in this browser.
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, newCustomer, signIn } from '../support/accounts.ts'
import { products, type SeededProduct, seedCart } from '../support/buying.ts'

/** Lets the test hold the storefront's remote entry, so that the page stays on its pre-rendered paint. */
async function storefrontGate(page: Page) {
  let held = Promise.resolve()
  let open = () => {}
  await page.route('**/remoteEntry.js', async (route) => {
    await held
    await route.continue()
  })
  return {
    hold() {
      held = new Promise<void>((resolve) => {
        open = resolve
      })
    },
    release: () => open(),
  }
}

test("the pre-rendered navigation shows this browser's cart count and, once signed in, Account", async ({ page }) => {
  const customer = await createCustomer(newCustomer('first-paint', 'Joan Akello'))
  const [sausages, bacon] = await products('Beef Sausages 500 g', 'Smoked Back Bacon 250 g')
  await seedCart(page, [
    [sausages as SeededProduct, 2],
    [bacon as SeededProduct, 1],
  ])
  const prerendered = page.locator('#prerender')
  const app = page.locator('#root')

  const storefront = await storefrontGate(page)
  storefront.hold()
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(prerendered.getByRole('link', { name: 'Cart 3 items' })).toBeVisible()
  await expect(prerendered.locator('.account-button')).toHaveText('Sign In')
  storefront.release()
  await expect(prerendered).toHaveCount(0)
  await expect(app.getByRole('banner').getByRole('link', { name: 'Cart 3 items' })).toBeVisible()

  await signIn(page, customer)
  storefront.hold()
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(prerendered.getByRole('link', { name: 'Cart 3 items' })).toBeVisible()
  await expect(prerendered.locator('.account-button')).toHaveText('Account')
  await expect(prerendered.locator('.account-button')).not.toHaveAttribute('aria-haspopup')
  storefront.release()
  await expect(prerendered).toHaveCount(0)
  await expect(app.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
  await expect(app.getByRole('banner').getByRole('link', { name: 'Cart 3 items' })).toBeVisible()
})

test('the home page’s first slide, its largest paint, comes inside the HTML: it shows with no picture request', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const pictures: string[] = []
  await page.route(/\.(svg|png|jpe?g|webp)(\?|$)/, (route) => {
    pictures.push(route.request().url())
    return route.abort()
  })
  await page.goto('/')
  const first = page.getByRole('img', { name: 'Sausages and skewers on a charcoal grill' })
  await expect(first).toBeVisible()
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  expect(pictures.filter((url) => url.includes('slide-grill'))).toEqual([])
  await context.close()
})
