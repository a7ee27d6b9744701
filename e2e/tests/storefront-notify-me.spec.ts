// Back in stock: on an out-of-stock product a visitor is asked to sign in, a customer asks to be
// notified, and when the admin restocks the product one e-mail lands in the outbox — once per request,
// however often the stock comes and goes afterwards.
import { expect, test } from '@playwright/test'
import { newCustomer, signInDialog, signUp } from '../support/accounts.ts'
import { asAdmin, expectAccessible, unique } from '../support/admin.ts'
import { expectFitsPhone } from '../support/layout.ts'
import { mailsTo, waitForMail } from '../support/outbox.ts'

test.describe.configure({ timeout: 180_000 })

const NOTIFY = "Notify me when it's back"

test('Notify me on an out-of-stock product: sign in first, then one mail when the admin restocks it', async ({
  page,
}) => {
  const name = unique('Notify-me goat leg')
  const [product] = await asAdmin<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({ name, description: 'Slow-smoked goat leg', price: 45000, stock: 0 }),
  })
  const url = `/products/${product?.id}`
  const customer = newCustomer('notify-me')

  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  // No delivery day is promised for what cannot be ordered.
  await expect(page.getByTestId('delivery-promise')).toHaveCount(0)

  // A visitor is asked to sign in (the mail goes to the account's own address).
  await page.getByRole('button', { name: NOTIFY }).click()
  await expect(page.getByText('Please sign in to be notified when this product is back in stock')).toBeVisible()
  await expect(signInDialog(page).getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await signUp(page, customer)

  await page.getByRole('button', { name: NOTIFY }).click()
  await expect(page.getByText('We will e-mail you when it is back in stock')).toBeVisible()
  const note = page.getByRole('status').filter({ hasText: `We will e-mail you at ${customer.email}` })
  await expect(note).toBeVisible()
  await expectAccessible(page)

  // The request is kept server-side: a new visit shows it.
  await page.reload()
  await expect(page.getByText(`We will e-mail you at ${customer.email} when it is back in stock.`)).toBeVisible({
    timeout: 60_000,
  })
  await expect(page.getByRole('button', { name: "Don't notify me" })).toBeVisible()
  // On a phone, the note with a long address still fits.
  await page.setViewportSize({ width: 360, height: 780 })
  await expectFitsPhone(page, 'an out-of-stock product with a back-in-stock request')
  await page.setViewportSize({ width: 1280, height: 800 })

  // The admin restocks it: the mail comes.
  expect(await mailsTo(customer.email).then((m) => m.filter((x) => /back in stock/.test(x.subject)))).toEqual([])
  await asAdmin('rpc/restock_product', {
    method: 'POST',
    body: JSON.stringify({ product_id: product?.id, quantity: 12 }),
  })
  const mail = await waitForMail(customer.email, { subject: /back in stock/ })
  expect(mail.subject).toBe(`${name} is back in stock · Kampala Meats`)
  expect(mail.text).toContain('Price: UGX 45,000')
  expect(mail.text).toContain(`/products/${product?.id}`)
  expect(`${mail.text}${mail.html}`).not.toMatch(/unsubscribe/i)

  // The page now sells it; the request is done.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('button', { name: NOTIFY })).toHaveCount(0)

  // Sold out and back again: no second mail for the same request. What marks the sender as past that
  // restock is a later request's mail (the outbox is sent oldest first): the customer asks for a second
  // product, the admin restocks it after the first, and once its mail is in, the first still has one.
  const laterName = unique('Notify-me beef shin')
  const [later] = await asAdmin<{ id: string }[]>('products', {
    method: 'POST',
    body: JSON.stringify({ name: laterName, description: 'Beef shin on the bone', price: 18000, stock: 0 }),
  })
  await page.goto(`/products/${later?.id}`)
  await expect(page.getByRole('heading', { level: 1, name: laterName })).toBeVisible({ timeout: 60_000 })
  await page.getByRole('button', { name: NOTIFY }).click()
  await expect(page.getByText('We will e-mail you when it is back in stock')).toBeVisible()
  await asAdmin(`products?id=eq.${product?.id}`, { method: 'PATCH', body: JSON.stringify({ stock: 0 }) })
  await asAdmin('rpc/restock_product', {
    method: 'POST',
    body: JSON.stringify({ product_id: product?.id, quantity: 5 }),
  })
  await asAdmin('rpc/restock_product', { method: 'POST', body: JSON.stringify({ product_id: later?.id, quantity: 3 }) })
  await waitForMail(customer.email, { afterId: mail.id, subject: new RegExp(`^${laterName} is back in stock`) })
  expect((await mailsTo(customer.email)).filter((m) => m.subject.startsWith(`${name} is back`))).toHaveLength(1)
})
