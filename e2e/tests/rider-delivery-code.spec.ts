// The delivery code at the door: the customer reads the four digits on their order page once the rider
// has the order; the rider, on a 390 px phone, types a wrong one (told the tries left and what to do),
// then the right one, and the order is delivered with the code. When wrong codes lock it, the rider
// completes with a photo, and the admin's order detail says the code was locked and the photo was used.
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test'
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../support/accounts.ts'
import { expectAccessible, orderName } from '../support/admin.ts'
import { expectAxeClean } from '../support/axe.ts'
import { assignNewOrder, createOnlineRider, expectRiderAccessible, rest, sessionOf } from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'
import { testPhoto } from '../support/test-image.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ timeout: 120_000 })

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }

/** A rider of the test's own with a new order of the demo customer they have picked up. */
async function pickedUpOrder(tag: string) {
  const rider = await createOnlineRider(tag)
  const orderId = await assignNewOrder(rider.email)
  const session = await sessionOf(rider.email)
  await rest(session, 'rpc/confirm_pickup', { method: 'POST', body: JSON.stringify({ order_id: orderId }) })
  return { rider, session, orderId }
}

interface LastMile {
  status: string
  delivery_proof: string | null
  delivery_code_failures: number
}
async function lastMile(orderId: string): Promise<LastMile | undefined> {
  const [order] = await rest<LastMile[]>(
    await sessionOf(DEMO_ADMIN.email),
    `orders?id=eq.${orderId}&select=status,delivery_proof,delivery_code_failures`,
  )
  return order
}

async function signedInPage(browser: Browser, email: string, options = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage()
  await startSignedIn(page, email, DEMO_PASSWORD)
  return page
}

const notThe = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')

test('the customer gives the code from their order page; the rider on a phone types a wrong one, then the right one', async ({
  browser,
}) => {
  const { rider, orderId } = await pickedUpOrder('code-rider')
  const number = await orderName(orderId)

  const customer = await signedInPage(browser, DEMO_CUSTOMER.email)
  await customer.goto(`/orders/${orderId}`)
  const card = customer.getByRole('region', { name: 'Delivery Code' })
  await expect(card).toContainText('Give this code to your rider when your order arrives')
  const code = ((await card.locator('.order-code__digits').textContent()) ?? '').trim()
  expect(code).toMatch(/^[0-9]{4}$/)
  await expectAxeClean(customer)

  const phone = await signedInPage(browser, rider.email, PHONE)
  await phone.goto(`/rider/orders/${orderId}`)
  const codeField = phone.getByLabel('Code from the customer')
  await expect(codeField).toBeVisible()
  await expectRiderAccessible(phone)

  await codeField.fill(notThe(code))
  await phone.getByRole('button', { name: 'Complete with Code' }).click()
  const refused = phone.getByRole('alert').filter({ hasText: 'Wrong code — 4 tries left' })
  await expect(refused).toContainText(
    `Complete with Code for ${number} was not accepted: Wrong code — 4 tries left. Check the code with the customer and enter it again.`,
  )
  await refused.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refused).toHaveCount(0)
  await expect.poll(async () => (await lastMile(orderId))?.delivery_code_failures).toBe(1)

  await codeField.fill(code)
  await phone.getByRole('button', { name: 'Complete with Code' }).click()
  await expect(phone.getByText('Order status updated').first()).toBeVisible()
  await expect(phone.getByText("Delivered with the customer's code.")).toBeVisible()
  expect(await lastMile(orderId)).toEqual({ status: 'delivered', delivery_proof: 'code', delivery_code_failures: 1 })

  // The customer's page follows the order: the code is gone, and it says how the order was delivered.
  await expect(customer.getByText('Delivered: you gave your rider the delivery code.')).toBeVisible()
  await expect(card).toHaveCount(0)
})

test('after five wrong codes the code is locked: the rider completes with a photo, and the admin sees both', async ({
  browser,
}) => {
  const { rider, session, orderId } = await pickedUpOrder('locked-rider')
  const number = await orderName(orderId)
  const code = await rest<string>(await sessionOf(DEMO_ADMIN.email), 'rpc/delivery_code', {
    method: 'POST',
    body: JSON.stringify({ order_id: orderId }),
  })
  // Four wrong codes from the rider's phone earlier on.
  for (let i = 0; i < 4; i++) {
    await rest(session, 'rpc/complete_delivery_with_code', {
      method: 'POST',
      body: JSON.stringify({ order_id: orderId, code: notThe(code), request_id: crypto.randomUUID() }),
    })
  }

  const phone = await signedInPage(browser, rider.email, PHONE)
  await phone.goto(`/rider/orders/${orderId}`)
  await expect(phone.getByText('4 wrong codes entered so far: check the code with the customer.')).toBeVisible()
  await phone.getByLabel('Code from the customer').fill(notThe(code))
  await phone.getByRole('button', { name: 'Complete with Code' }).click()
  await expect(phone.getByRole('alert').filter({ hasText: 'was not accepted' })).toContainText(
    `Complete with Code for ${number} was not accepted: Code locked: take a photo instead`,
  )
  // The form gives way to the photo.
  const codeCard = phone.getByRole('region', { name: 'Delivery code' })
  await expect(codeCard).toContainText('Code locked: take a photo instead')
  await expect(phone.getByLabel('Code from the customer')).toHaveCount(0)
  await phone.getByLabel('Take Photo').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: testPhoto() })
  await expect(phone.getByRole('img', { name: 'What you took, to send with the delivery' })).toBeVisible()
  await phone.getByRole('button', { name: 'Complete Delivery' }).click()
  await expect(phone.getByText('Order status updated').first()).toBeVisible()
  await expect.poll(async () => (await lastMile(orderId))?.status).toBe('delivered')
  expect(await lastMile(orderId)).toEqual({ status: 'delivered', delivery_proof: 'photo', delivery_code_failures: 5 })

  const admin = await signedInPage(browser, DEMO_ADMIN.email)
  await admin.goto(`/admin/orders?order=${orderId}`)
  const detail = admin.getByRole('dialog', { name: number })
  await expect(detail.getByRole('row', { name: /Completed with/ })).toContainText('Photo')
  await expect(detail.getByRole('row', { name: /Delivery code/ })).toContainText('Code locked after 5 wrong tries')
  await expect(detail.getByRole('img', { name: `Proof of delivery for ${number}` })).toBeVisible()
  await expectAccessible(admin)
})
