// One order, one story, across the customer's and the staff's screens: the number a customer reads on
// their order page and in their mail is the one an admin finds the order by; and the rider's photo of
// the delivery reaches both the customer's order page and the admin's order detail.
import { expect, type Page, test } from '@playwright/test'
import { createCustomer, newCustomer, signIn } from '../support/accounts.ts'
import { asAdmin, expectAccessible } from '../support/admin.ts'
import { anonKey, products, seedCart } from '../support/buying.ts'
import { waitForMail } from '../support/outbox.ts'
import { E2E_SUPABASE_URL } from '../support/ports.ts'
import { createOnlineRider, rest, sessionOf } from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'
import { testPhoto } from '../support/test-image.ts'

test.describe.configure({ timeout: 180_000 })

/** The customer buys one product, paying cash on delivery: the order's page. */
async function placeOrderThroughCheckout(page: Page) {
  const customer = await createCustomer(newCustomer('order-number', 'Amina Nakato'))
  const [stew] = await products('Beef Stewing Cubes 1 kg')
  if (!stew) throw new Error('the seed sells Beef Stewing Cubes 1 kg')
  await seedCart(page, [[stew, 1]])
  await page.goto('/cart')
  await signIn(page, customer)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await page.getByLabel('Search for your address').fill('acacia')
  await page
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option', { name: 'Acacia Mall, Kampala, Uganda' })
    .first()
    .click()
  await page.getByLabel('House, building and street').fill('Plot 5, Kisementi')
  await page.getByRole('button', { name: 'Place Order' }).click()
  await expect(page.getByText('Order placed successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/)
  const orderId = page.url().split('/').at(-1) as string
  return { customer, orderId }
}

async function searchOrders(admin: Page, typed: string) {
  const search = admin.getByRole('searchbox', { name: 'Search orders' })
  await search.fill(typed)
  await search.press('Enter')
}

test('the number on the customer’s order page and in their mail is the one the admin finds the order by', async ({
  page,
  browser,
}) => {
  const { customer, orderId } = await placeOrderThroughCheckout(page)
  const heading = page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })
  await expect(heading).toBeVisible()
  const name = (await heading.textContent()) as string
  const number = name.replace('Order #', '')
  const [stored] = await asAdmin<{ number: number }[]>(`orders?select=number&id=eq.${orderId}`)
  expect(String(stored?.number)).toBe(number)

  const mail = await waitForMail(customer.email, { subject: new RegExp(`^${name} confirmed`) })
  expect(mail.text).toContain(name)

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await startSignedIn(admin, DEMO_ADMIN.email)
  await admin.goto('/admin/orders')
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  // As the customer reads it out on the phone: "hash one zero two three four".
  for (const typed of [`#${number}`, number, orderId]) {
    await searchOrders(admin, typed)
    await expect(admin.getByText('1 order', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(admin.getByRole('button', { name, exact: true })).toBeVisible()
  }
  await admin.getByRole('button', { name, exact: true }).click()
  await expect(admin.getByRole('dialog', { name })).toBeVisible()
  await adminContext.close()
})

test('the rider’s delivery photo is shown to the customer on their order and to the admin in its detail', async ({
  page,
  browser,
}) => {
  const { orderId } = await placeOrderThroughCheckout(page)
  const name = (await page.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).textContent()) as string
  const alt = `Proof of delivery for ${name}`

  // The shop prepares it, a rider of the test's own takes it and delivers it with a photo.
  const adminSession = await sessionOf(DEMO_ADMIN.email)
  const rider = await sessionOf((await createOnlineRider('photo')).email)
  const call = (session: typeof rider, fn: string, body: Record<string, unknown>) =>
    rest(session, `rpc/${fn}`, { method: 'POST', body: JSON.stringify(body) })
  await call(adminSession, 'mark_order_processing', { order_id: orderId })
  await call(adminSession, 'assign_rider', { order_id: orderId, rider_id: rider.user.id })
  await call(rider, 'confirm_pickup', { order_id: orderId })
  const upload = await fetch(`${E2E_SUPABASE_URL}/storage/v1/object/delivery-photos/${orderId}/1.png`, {
    method: 'POST',
    headers: { apikey: await anonKey(), authorization: `Bearer ${rider.access_token}`, 'content-type': 'image/png' },
    body: new Uint8Array(testPhoto(320, 240)),
  })
  expect(upload.status).toBe(200)
  await call(rider, 'complete_delivery', { order_id: orderId, photo_url: `delivery-photos/${orderId}/1.png` })

  await page.reload()
  const photo = page.getByRole('img', { name: alt })
  await expect(photo).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
  await expectAccessible(page)

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await startSignedIn(admin, DEMO_ADMIN.email)
  await admin.goto(`/admin/orders?q=${encodeURIComponent(name)}`)
  await admin.getByRole('button', { name, exact: true }).click()
  const detail = admin.getByRole('dialog', { name })
  const adminPhoto = detail.getByRole('img', { name: alt })
  await expect(adminPhoto).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => adminPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
  await adminContext.close()
})
