// WCAG 2.2 AA at the storefront: axe-core finds nothing on the pages a customer uses, as a visitor and
// signed in with a filled cart and past orders; the checkout's address search is a WAI-ARIA combobox
// used by keyboard alone; the sign-in dialog keeps Tab inside itself.
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, newCustomer, openSignIn } from '../support/accounts.ts'
import { axeFindings } from '../support/axe.ts'
import { cartLink, products, seedCart } from '../support/buying.ts'
import { catalogueRows } from '../support/catalogue.ts'
import { startSignedIn } from '../support/sessions.ts'
import { openRendered, walkOrdersAndAccount } from '../support/storefront-pages.ts'

// Each test walks several pages (and axe-core takes seconds a page on a loaded machine).
test.describe.configure({ timeout: 240_000 })

/** axe-core's findings on the page as it is now: WCAG 2.2 A and AA, plus "label in name" (2.5.3). */
async function violations(page: Page) {
  const findings = await axeFindings(page, { rules: ['label-content-name-mismatch'] })
  return findings.map((f) => ({ ...f, targets: f.targets.slice(0, 3), count: f.targets.length }))
}

async function expectNoViolations(page: Page, what: string) {
  expect(await violations(page), `axe-core on ${what}`).toEqual([])
}

test.describe('axe-core finds no WCAG 2.2 AA violation', () => {
  test('on the home page, the catalogue, a product and the contact page, for a visitor', async ({ page }) => {
    const [product] = await catalogueRows()
    for (const path of ['/', '/products', `/products/${product?.id}`, '/contact']) {
      await openRendered(page, path)
      await expectNoViolations(page, path)
    }
    await openSignIn(page)
    await expectNoViolations(page, 'the sign-in dialog')
  })

  test('on a filled cart and the signed-in checkout', async ({ page }) => {
    const customer = await createCustomer(newCustomer('axe', 'Grace Atim'))
    const lines = await products('Beef Stewing Cubes 1 kg', 'Polony 1 kg')
    await startSignedIn(page, customer.email, customer.password)
    await seedCart(
      page,
      lines.map((product) => [product, 2]),
      'WELCOME10',
    )
    await openRendered(page, '/cart')
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible()
    await expectNoViolations(page, '/cart')
    await openRendered(page, '/checkout')
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expectNoViolations(page, '/checkout')
    await page.getByRole('combobox', { name: 'Search for your address' }).fill('kampala')
    await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible()
    await expectNoViolations(page, '/checkout with the address suggestions open')
  })

  test('on My Orders with orders, an order and My Account', async ({ page }) => {
    await walkOrdersAndAccount(page, (what) => expectNoViolations(page, what))
  })
})

test('the cart link’s name starts with the words it shows ("Cart 2 items")', async ({ page }) => {
  const lines = await products('Polony 1 kg')
  await seedCart(page, [[lines[0] as (typeof lines)[number], 2]])
  await openRendered(page, '/products')
  await expect(cartLink(page)).toHaveAccessibleName('Cart 2 items')
  await expect(cartLink(page)).toHaveText('Cart 2')
})

test('the address search is a combobox: type, arrow keys, Enter; the focus stays in the search box', async ({
  page,
}) => {
  const customer = await createCustomer(newCustomer('combo', 'Grace Atim'))
  await startSignedIn(page, customer.email, customer.password)
  await seedCart(page, [[(await products('Polony 1 kg'))[0] as Awaited<ReturnType<typeof products>>[number], 1]])
  await openRendered(page, '/checkout')
  const search = page.getByRole('combobox', { name: 'Search for your address' })
  await search.focus()
  await page.keyboard.type('kampala')
  const listbox = page.getByRole('listbox', { name: 'Address suggestions' })
  await expect(listbox).toBeVisible()
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await expect(search).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) as string)
  const options = listbox.getByRole('option')
  expect(await options.count()).toBeGreaterThan(1)

  await page.keyboard.press('ArrowDown')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) as string)
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
  await page.keyboard.press('ArrowUp')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  const chosen = (await options.nth(0).textContent()) as string

  // Escape closes the list and keeps the text; Down opens it again.
  await page.keyboard.press('Escape')
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(search).toHaveValue('kampala')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')

  await page.keyboard.press('Enter')
  await expect(page.locator('p', { hasText: /^Delivery location:/ })).toContainText(chosen)
  await expect(search).toHaveAttribute('aria-expanded', 'false')
  await expect(search).toHaveValue(chosen)
  await expect(search).toBeFocused()
  await expect(listbox).toBeHidden()
})

test('Tab and Shift+Tab stay inside the sign-in dialog, never stopping on the page behind', async ({ page }) => {
  await openRendered(page, '/')
  const dialog = await openSignIn(page)
  const stops: string[] = []
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab')
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement
        const inside = !!active?.closest('[role="dialog"]')
        return inside ? 'dialog' : (active?.tagName.toLowerCase() ?? 'nothing')
      }),
    )
  }
  expect(stops.every((stop) => stop === 'dialog')).toBe(true)
  // Shift+Tab from the first control goes round to the last.
  await dialog.getByRole('button', { name: 'Close' }).focus()
  await page.keyboard.press('Shift+Tab')
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
})
