// Order updates by SMS: a customer finds the choice on My Account (on, unless they turn it off; kept
// across visits), places a cash-on-delivery order, and as the shop and its rider move the order along,
// the order's phone gets one SMS per step in the shop's words (the "on its way" one with the delivery code) — read on the stand-in's SMS sandbox page,
// as a developer would, and in its JSON list.
import { expect, test } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import { createCustomer, newCustomer } from '../support/accounts.ts'
import { accessToken, anonKey, products } from '../support/buying.ts'
import { E2E_SUPABASE_URL } from '../support/ports.ts'
import { createOnlineRider, rest, sessionOf } from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.describe.configure({ timeout: 120_000 })

interface SandboxSms {
  to: string
  message: string
  created_at: string
}
const smsTo = async (phone: string) =>
  (await (await fetch(`${E2E_SUPABASE_URL}/sms/api/messages?to=${encodeURIComponent(phone)}`)).json()) as SandboxSms[]

test('a customer with SMS on gets one SMS as their order is confirmed, leaves the shop and is delivered', async ({
  page,
}) => {
  const customer = await createCustomer(newCustomer('order-sms'))
  await startSignedIn(page, customer.email, customer.password)
  await page.goto('/account')
  const choice = page.getByRole('checkbox', { name: /Text me when my order is confirmed/ })
  await expect(choice).toBeChecked()
  await choice.uncheck()
  await expect(page.getByText('Profile updated successfully')).toBeVisible()
  await page.reload()
  await expect(choice).not.toBeChecked()
  await choice.check()
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible()
  await page.reload()
  await expect(choice).toBeChecked()

  // A number of this run's own, so that the sandbox's list is this order's alone.
  const phone = `+25677${String(Date.now()).slice(-7)}`
  const token = await accessToken(customer)
  const [drumsticks] = await products('Chicken Drumsticks 1 kg')
  const placed = await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/place_order`, {
    method: 'POST',
    headers: { apikey: await anonKey(), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ product_id: drumsticks?.id, quantity: 1 }],
      shipping_address: {
        full_name: customer.fullName,
        email: customer.email,
        phone,
        street: 'Plot 4 Kira Road',
        city: 'Kampala',
      },
      delivery_latitude: 0.3356,
      delivery_longitude: 32.5947,
      payment_method: 'cash_on_delivery',
    }),
  })
  expect(placed.status).toBe(200)
  const order = (await placed.json()) as { id: string; number: number }
  const number = orderNumber(order.number)

  const admin = await sessionOf(DEMO_ADMIN.email)
  const riderAccount = await createOnlineRider('sms-rider')
  const rider = await sessionOf(riderAccount.email)
  const call = (session: typeof admin, fn: string, args: Record<string, unknown>) =>
    rest(session, `rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) })
  await call(admin, 'mark_order_processing', { order_id: order.id })
  await call(admin, 'assign_rider', { order_id: order.id, rider_id: rider.user.id })
  await call(rider, 'confirm_pickup', { order_id: order.id })
  // The code the customer reads on the order page, which the "on its way" SMS carries too.
  const code = (await (
    await fetch(`${E2E_SUPABASE_URL}/rest/v1/rpc/delivery_code`, {
      method: 'POST',
      headers: { apikey: await anonKey(), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: order.id }),
    })
  ).json()) as string
  expect(code).toMatch(/^[0-9]{4}$/)
  const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])
  const uploaded = await fetch(`${E2E_SUPABASE_URL}/storage/v1/object/delivery-photos/${order.id}/1.jpg`, {
    method: 'POST',
    headers: { apikey: await anonKey(), authorization: `Bearer ${rider.access_token}`, 'content-type': 'image/jpeg' },
    body: photo,
  })
  expect(uploaded.ok).toBe(true)
  await call(rider, 'complete_delivery', {
    order_id: order.id,
    photo_url: `delivery-photos/${order.id}/1.jpg`,
    request_id: crypto.randomUUID(),
  })

  const expected = [
    `Kampala Meats: ${number} confirmed. We'll SMS you when it leaves the shop.`,
    `Kampala Meats: ${number} is on its way with Moses, 0772 555666. Delivery code ${code}: give it to your rider.`,
    `Kampala Meats: ${number} delivered. Thank you!`,
  ]
  await expect
    .poll(async () => (await smsTo(phone)).map((m) => m.message).reverse(), { timeout: 30_000 })
    .toEqual(expected)

  await page.goto(`${E2E_SUPABASE_URL}/sms?to=${encodeURIComponent(phone)}`)
  await expect(page.getByRole('heading', { name: 'SMS sandbox' })).toBeVisible()
  for (const message of expected) await expect(page.getByRole('cell', { name: message, exact: true })).toBeVisible()

  // Give a duplicate every chance to arrive, then count.
  await page.waitForTimeout(2000)
  expect(await smsTo(phone)).toHaveLength(3)
})
