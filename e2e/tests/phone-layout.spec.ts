// "Mobile first: every screen works at 360 px wide": every storefront page, in the states a customer sees it
// in (a filled cart, a signed-in checkout, orders with items, open dialogs, the list view), fits a 360 and a
// 390 px wide phone: no sideways scroll, nothing cut or past the edge, the chat button out of the way while
// the customer scrolls down, and the hero's arrows clear of its headline.
import { expect, test } from '@playwright/test'
import { createCustomer, newCustomer, openSignIn } from '../support/accounts.ts'
import { products, seedCart } from '../support/buying.ts'
import { catalogueRows } from '../support/catalogue.ts'
import { expectFitsPhone } from '../support/layout.ts'
import { startSignedIn } from '../support/sessions.ts'
import { openRendered, walkOrdersAndAccount } from '../support/storefront-pages.ts'

// Each test walks several pages (and axe-core takes seconds a page on a loaded machine).
test.describe.configure({ timeout: 240_000 })

const PAGES = ['/', '/about', '/products', '/discover', '/discover/recipes', '/certifications', '/contact', '/privacy']

const intersects = (a: DOMRect | null, b: DOMRect | null) =>
  !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } })

    test('every page fits for a visitor, with the sign-in dialog, the chat panel and the filters open', async ({
      page,
    }) => {
      const [product] = await catalogueRows()
      for (const path of [...PAGES, `/products/${product?.id}`, '/cart', '/account']) {
        await openRendered(page, path)
        await expectFitsPhone(page, path)
      }

      await openRendered(page, '/')
      const headline = await page.locator('.hero__content h1').boundingBox()
      for (const arrow of ['Previous slide', 'Next slide']) {
        const box = await page.getByRole('button', { name: arrow }).boundingBox()
        expect(intersects(box as DOMRect | null, headline as DOMRect | null), `${arrow} overlaps the headline`).toBe(
          false,
        )
      }
      await openSignIn(page)
      await expectFitsPhone(page, 'the sign-in dialog')
      await page.keyboard.press('Escape')

      await openRendered(page, '/products')
      await page.getByRole('button', { name: 'Chat with us' }).click()
      await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible()
      await expectFitsPhone(page, 'the chat panel')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'List view' }).click()
      await expectFitsPhone(page, '/products in the list view')
      await page.getByRole('button', { name: /^Filters/ }).click()
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
      await expectFitsPhone(page, 'the filter drawer')
    })

    test('the chat button steps aside while the customer scrolls down, and never covers a price', async ({ page }) => {
      await openRendered(page, '/products')
      const chat = page.getByRole('button', { name: 'Chat with us' })
      await expect(chat).toBeVisible()
      // At the top, it covers none of the first card's price or buttons.
      const first = page.locator('.product-card').first()
      await expect(first).toBeVisible()
      const chatBox = await chat.boundingBox()
      for (const part of [first.locator('.product-card__price'), first.getByRole('button')]) {
        expect(intersects(chatBox as DOMRect | null, (await part.first().boundingBox()) as DOMRect | null)).toBe(false)
      }
      await page.mouse.wheel(0, 600)
      await expect(chat).toBeHidden()
      await page.mouse.wheel(0, -300)
      await expect(chat).toBeVisible()
    })

    test('a filled cart and the signed-in checkout fit', async ({ page }) => {
      const customer = await createCustomer(newCustomer(`narrow${width}`, 'Grace Atim'))
      const lines = await products('Beef Stewing Cubes 1 kg', 'Chicken Drumsticks 1 kg', 'Polony 1 kg')
      await startSignedIn(page, customer.email, customer.password)
      await seedCart(
        page,
        lines.map((product) => [product, 2]),
        'WELCOME10',
      )
      await openRendered(page, '/cart')
      await expect(page.locator('.cart-line, [data-testid="cart-line"]').first()).toBeVisible()
      await expectFitsPhone(page, 'the filled cart')
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
      await expectFitsPhone(page, 'the checkout')
      await page.getByLabel('Search for your address').fill('kampala')
      await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible()
      await expectFitsPhone(page, 'the checkout with address suggestions open')
      await page.getByRole('radio', { name: /MTN Mobile Money/ }).check()
      await expectFitsPhone(page, 'the checkout paying by mobile money')
    })

    test('My Orders with orders, an order, and My Account fit for a customer with past orders', async ({ page }) => {
      await walkOrdersAndAccount(page, (what) => expectFitsPhone(page, what))
    })
  })
}
