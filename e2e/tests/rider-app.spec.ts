// The rider app on a 360 px phone: the demo rider signs in, sees the delivery waiting for pickup,
// confirms the pickup, photographs and completes the delivery; actions done offline are kept on the
// phone and applied once when the connection returns, even after a send whose answer was lost.
import { expect as baseExpect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/accounts.ts'
import { orderName } from '../support/admin.ts'
import {
  assignNewOrder,
  assignOrderToDemoRider,
  createOnlineRider,
  earningsRowsOf,
  expectRiderAccessible,
  openEveryAssignment,
  rest,
  serverOrder,
  sessionOf,
} from '../support/rider.ts'
import { DEMO_RIDER, startSignedIn } from '../support/sessions.ts'
import { testPhoto } from '../support/test-image.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
// Whole journeys on a machine shared with other suites: more time than one page needs.
test.describe.configure({ mode: 'serial', timeout: 300_000 })

// The demo rider has opened the orders the back office gave him: no job alert over these journeys.
test.beforeEach(() => openEveryAssignment(DEMO_RIDER.email))

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

const orderIdFrom = (href: string | null) => (href ?? '').split('/').at(-1) ?? ''

test('the demo rider signs in, confirms the pickup, photographs and completes the delivery', async ({ page }) => {
  await page.goto('/rider/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
  await expect(page.getByText('Welcome back')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^tel:\+256/)
  await expectRiderAccessible(page)
  await expectNoSidewaysScroll(page)

  const form = page.locator('form')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Please enter your email address')).toBeVisible()
  await page.getByLabel('Email').fill(DEMO_RIDER.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Show password' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await form.getByRole('button', { name: 'Sign In' }).click()

  await expect(page).toHaveURL(/\/rider$/)
  await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
  const deliveries = page.getByRole('list', { name: 'Active deliveries' })
  // Another suite (the admin's orders) may assign the demo rider a second order meanwhile.
  await expect(deliveries.getByText('New Order').first()).toBeVisible()
  await expect(deliveries.getByRole('link', { name: 'Navigate to' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d{6}%2C-?\d+\.\d{6}/,
  )
  await expect(page.getByRole('heading', { name: "Today's Earnings" })).toBeVisible()
  await expectRiderAccessible(page)
  await expectNoSidewaysScroll(page)

  const orderLink = deliveries.getByRole('link', { name: /^Order #/ }).first()
  const orderId = orderIdFrom(await orderLink.getAttribute('href'))
  const number = await orderName(orderId)
  await orderLink.click()
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call Customer' })).toHaveAttribute('href', /^tel:\+/)
  await expect(page.getByText('Not yet').first()).toBeVisible()
  await expectRiderAccessible(page)
  await expectNoSidewaysScroll(page)

  await page.getByRole('button', { name: 'Confirm Pickup' }).click()
  await expect(page.getByText('Order status updated').first()).toBeVisible()
  await expect.poll(async () => (await serverOrder(orderId)).status).toBe('picked_up')

  // No photo yet; then a file that is not an image; then a camera-sized photo.
  await page.getByRole('button', { name: 'Complete Delivery' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please take a delivery photo' })).toBeVisible()
  const camera = page.getByLabel('Take Photo')
  await camera.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') })
  await expect(page.getByText('Please select an image file')).toBeVisible()
  await camera.setInputFiles({ name: 'delivery.png', mimeType: 'image/png', buffer: testPhoto() })
  await expect(page.getByRole('img', { name: 'What you took, to send with the delivery' })).toBeVisible()

  const upload = page.waitForRequest((request) => request.url().includes('/storage/v1/object/delivery-photos/'))
  await page.getByRole('button', { name: 'Complete Delivery' }).click()
  const uploaded = await upload
  // Shrunk on the phone to a JPEG of at most ~300 KB.
  expect(uploaded.postDataBuffer()?.length ?? 0).toBeLessThanOrEqual(300 * 1024 + 1024)
  await expect(page.getByText('Order status updated').first()).toBeVisible()
  await expect.poll(async () => (await serverOrder(orderId)).status).toBe('delivered')
  const delivered = await serverOrder(orderId)
  expect(delivered.delivery_photo_url).toMatch(new RegExp(`^delivery-photos/${orderId}/\\d+\\.jpg$`))
  expect(await earningsRowsOf(orderId)).toBe(1)
  await expect(page.getByRole('img', { name: `Proof of delivery for ${number}` })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel Delivery' })).toBeDisabled()

  await page.getByRole('navigation', { name: 'Rider' }).getByRole('link', { name: 'Deliveries' }).click()
  // The delivered order has left the active list (the admin's journey may have given the demo rider
  // another order meanwhile, so the list need not be empty).
  await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`^${number}`) })).toHaveCount(0)
})

test('done offline, the pickup and the delivery are kept on the phone and applied once when back online', async ({
  page,
  context,
}) => {
  await startSignedIn(page, DEMO_RIDER.email)
  await page.goto('/rider')
  // The admin assigns a delivery while the dashboard is open: it appears live.
  const orderId = await assignOrderToDemoRider()
  const number = await orderName(orderId)
  const row = page.getByRole('link', { name: number, exact: true })
  await expect(row).toBeVisible()
  await row.click()
  await expect(page.getByRole('button', { name: 'Confirm Pickup' })).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByText('You are offline. Some features may be limited.')).toHaveCount(0) // only on the dashboard
  await page.getByRole('button', { name: 'Confirm Pickup' }).click()
  await expect(page.getByText('Saved on this phone. It will be sent when you are back online.').first()).toBeVisible()
  await expect(page.getByText('Waiting to be sent: this order will be updated')).toBeVisible()
  await page
    .getByLabel('Take Photo')
    .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: testPhoto(800, 600) })
  await page.getByRole('button', { name: 'Complete Delivery' }).click()
  await expect(page.getByText('Waiting to be sent: this order will be updated')).toBeVisible()
  expect((await serverOrder(orderId)).status).toBe('assigned')

  // Back online: the first send's answer is lost on the way back (the server applied it).
  let lost = false
  await page.route('**/rest/v1/rpc/confirm_pickup', async (route) => {
    if (lost) return route.continue()
    lost = true
    await route.fetch()
    await route.abort('connectionreset')
  })
  await context.setOffline(false)
  await expect.poll(async () => (await serverOrder(orderId)).status).toBe('picked_up')
  const pickedUp = (await serverOrder(orderId)).picked_up_at
  // The queue sends it again (the `online` event, or its 30 s retry), then the delivery with its photo.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(async () => (await serverOrder(orderId)).status, { timeout: 45_000 }).toBe('delivered')
  const order = await serverOrder(orderId)
  expect(order.picked_up_at).toBe(pickedUp)
  expect(order.delivery_photo_url).toMatch(new RegExp(`^delivery-photos/${orderId}/\\d+\\.jpg$`))
  expect(await earningsRowsOf(orderId)).toBe(1)
  await expect(page.getByText('Waiting to be sent: this order will be updated')).toHaveCount(0)
  await expect(page.getByRole('img', { name: `Proof of delivery for ${number}` })).toBeVisible()
})

test('the dashboard says when the phone is offline', async ({ page, context }) => {
  await startSignedIn(page, DEMO_RIDER.email)
  await page.goto('/rider')
  await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByText('You are offline. Some features may be limited.')).toBeVisible()
  await expectRiderAccessible(page)
  await context.setOffline(false)
  await expect(page.getByText('You are offline. Some features may be limited.')).toHaveCount(0)
})

test('a tap anywhere on a delivery opens it; its call and navigate links keep their own targets', async ({ page }) => {
  const rider = await createOnlineRider('card-tap')
  const orderId = await assignNewOrder(rider.email)
  const number = await orderName(orderId)
  await startSignedIn(page, rider.email)
  await page.goto('/rider')
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: number }) })
  await expect(card).toBeVisible()
  // One link per card: the order; the phone number and Navigate are its only other controls.
  await expect(card.getByRole('link')).toHaveText([number, /^\+256/, 'Navigate'])
  await expectRiderAccessible(page)
  await expectNoSidewaysScroll(page)

  // Navigate is above the card's link: a tap on it is Navigate's own (its map link), not the order's.
  const navigate = card.getByRole('link', { name: /^Navigate to / })
  const mapTab = page.context().waitForEvent('page')
  await navigate.tap()
  await (await mapTab).close()
  await expect(page).toHaveURL(/\/rider$/)

  // A tap on the customer's street, where no control is: the order opens.
  const street = await card.getByText('Plot 4 Kira Road, Kampala').boundingBox()
  if (!street) throw new Error('the street is not on screen')
  await page.touchscreen.tap(street.x + street.width / 2, street.y + street.height / 2)
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
})

test('while delivering, going offline is not offered, and a refusal by the server says why', async ({ page }) => {
  const rider = await createOnlineRider('delivering')
  const orderId = await assignNewOrder(rider.email)
  await startSignedIn(page, rider.email)
  await page.goto('/rider')
  const toggle = page.getByRole('switch', { name: 'Available for deliveries' })
  await expect(toggle).toHaveText('Online')
  await expect(toggle).toBeEnabled()

  // The pickup is confirmed from another device: the server now has the rider delivering, this page not yet.
  const session = await sessionOf(rider.email)
  await rest(session, 'rpc/confirm_pickup', { method: 'POST', body: JSON.stringify({ order_id: orderId }) })
  await toggle.click()
  const reason = 'You are delivering: you can go offline once your deliveries are done'
  await expect(page.locator('[data-rht-toaster]').getByText(reason)).toBeVisible()
  await expect(page.getByText('Failed to update status')).toHaveCount(0)
  const [stored] = await rest<Array<{ status: string }>>(
    session,
    `delivery_riders?id=eq.${session.user.id}&select=status`,
  )
  expect(stored?.status).toBe('delivering')

  // The page reads the status again: the toggle is off limits, and says why.
  await expect(toggle).toBeDisabled()
  await expect(toggle).toHaveAccessibleDescription(reason)
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Available for deliveries' })).toBeDisabled()
  await expect(page.getByText(reason)).toBeVisible()
  await expectRiderAccessible(page)
  await expectNoSidewaysScroll(page)
})
