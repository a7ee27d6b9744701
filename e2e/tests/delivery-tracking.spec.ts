// Live delivery tracking: the rider picks the order up with location allowed on their phone; the
// customer's open order page shows the rider on a map with "About N min away" and "Last updated HH:MM";
// the rider moves and, once the phone's next 15 s tick has sent it, the customer's page follows; the
// delivery ends the sharing and takes the map away.
//
// The rider's phone runs on a clock the test controls (page.clock): moving it 15 s on is the phone's
// next tick. The server keeps its own clock and stores at most one position per order every 10 s, so a
// move is retried tick by tick until the server takes it. Each test has a rider and a customer of its
// own, so the demo rider's journeys (rider-*.spec.ts) never find their rider on the road.
import { expect as baseExpect, test } from '@playwright/test'
import { createCustomer, DEMO_PASSWORD, newCustomer } from '../support/accounts.ts'
import { orderName } from '../support/admin.ts'
import { expectAxeClean } from '../support/axe.ts'
import { expectFitsPhone } from '../support/layout.ts'
import {
  assignNewOrder,
  createOnlineRider,
  expectRiderAccessible,
  rest,
  serverOrder,
  sessionOf,
} from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'
import { testPhoto } from '../support/test-image.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }

test.describe.configure({ mode: 'serial', timeout: 300_000 })

/** A rider and a customer of the test's own, and an order of the customer's assigned to the rider. */
async function riderWithAnOrder(tag: string) {
  const rider = await createOnlineRider(tag)
  const customer = await createCustomer({ ...newCustomer(`${tag}-customer`), password: DEMO_PASSWORD })
  const orderId = await assignNewOrder(rider.email, customer.email)
  const statusOf = async () => (await serverOrder(orderId, rider.email)).status
  return { rider, customer, orderId, statusOf }
}

/** The order's delivery point, as its customer reads it. */
async function deliveryPoint(orderId: string, customerEmail: string) {
  const customer = await sessionOf(customerEmail)
  const [order] = await rest<Array<{ delivery_latitude: number; delivery_longitude: number }>>(
    customer,
    `orders?id=eq.${orderId}&select=delivery_latitude,delivery_longitude`,
  )
  if (!order) throw new Error(`order ${orderId} is not ${customerEmail}'s`)
  return { latitude: order.delivery_latitude, longitude: order.delivery_longitude }
}

/** What the order's customer reads of the rider's position through the API (their RLS). */
async function positionsSeenBy(customerEmail: string, orderId: string) {
  const customer = await sessionOf(customerEmail)
  return rest<Array<{ latitude: number; longitude: number }>>(
    customer,
    `delivery_positions?order_id=eq.${orderId}&select=latitude,longitude`,
  )
}

const kampalaNow = (offsetMs = 0) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Kampala' }).format(
    new Date(Date.now() + offsetMs),
  )

test('the customer follows the rider on the map while the order is on the road, until it is delivered', async ({
  browser,
}) => {
  const { rider: riderAccount, customer: customerAccount, orderId, statusOf } = await riderWithAnOrder('tracked')
  const door = await deliveryPoint(orderId, customerAccount.email)
  const positionsSeenByCustomer = () => positionsSeenBy(customerAccount.email, orderId)
  // The rider rides a motorcycle (20 km/h, roads 1.4 x the straight line). About 3.0 km north of the
  // door: 4.2 km of road, 12.6 min, "About 13 min away"; then about 1.0 km: 1.4 km, 4.2 min, "About 5 min away".
  const farAway = { latitude: door.latitude + 0.027, longitude: door.longitude }
  const nearer = { latitude: door.latitude + 0.009, longitude: door.longitude }

  const riderContext = await browser.newContext({ ...PHONE, permissions: ['geolocation'], geolocation: farAway })
  const rider = await riderContext.newPage()
  await rider.clock.install()
  await startSignedIn(rider, riderAccount.email)
  const shares: string[] = []
  rider.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/share_delivery_position')) shares.push(request.postData() ?? '')
  })

  await rider.goto(`/rider/orders/${orderId}`)
  await expect(rider.getByRole('button', { name: 'Confirm Pickup' })).toBeVisible()
  // Not picked up yet: nothing is shared.
  await expect(rider.getByText('Sharing your location with the customer')).toHaveCount(0)
  expect(shares).toEqual([])
  await rider.getByRole('button', { name: 'Confirm Pickup' }).click()
  await expect.poll(statusOf).toBe('picked_up')
  await expect(rider.getByText('Sharing your location with the customer')).toBeVisible()
  await expect.poll(() => positionsSeenByCustomer()).toEqual([farAway])
  await expectRiderAccessible(rider)
  await expectFitsPhone(rider, 'the rider app sharing its location')

  const customerContext = await browser.newContext(PHONE)
  const customer = await customerContext.newPage()
  await startSignedIn(customer, customerAccount.email)
  await customer.goto(`/orders/${orderId}`)
  const tracking = customer.getByRole('region', { name: 'Your rider is on the way' })
  await expect(tracking.getByText('About 13 min away')).toBeVisible()
  await expect(tracking.getByText(/^Last updated \d\d:\d\d$/)).toBeVisible()
  const updated = (await tracking.getByText(/^Last updated/).textContent()) ?? ''
  expect([kampalaNow(-60_000), kampalaNow()].map((time) => `Last updated ${time}`)).toContain(updated)
  await expect(
    tracking.getByRole('img', { name: 'Map: your delivery point (red) and your rider (green)' }),
  ).toBeVisible()
  await expectAxeClean(customer)
  await expectFitsPhone(customer, 'the order page with the rider on the map')

  // The admins see the rider in the order's detail too, with the same estimate.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await startSignedIn(admin, DEMO_ADMIN.email)
  const number = await orderName(orderId)
  await admin.goto(`/admin/orders?q=${encodeURIComponent(number)}`)
  await admin.getByRole('button', { name: number }).click()
  const detail = admin.getByRole('dialog', { name: number })
  await expect(detail.getByText(/^About 13 min away · Last updated \d\d:\d\d$/)).toBeVisible()
  await expect(detail.getByRole('img', { name: /the rider \(green\)$/ })).toBeVisible()
  await adminContext.close()

  // The rider rides on: the phone's next ticks send the new position, and the customer's page follows.
  await riderContext.setGeolocation(nearer)
  await expect(async () => {
    await rider.clock.fastForward(15_000)
    await expect(tracking.getByText('About 5 min away')).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await expect(tracking.getByText('About 13 min away')).toHaveCount(0)
  expect(await positionsSeenByCustomer()).toEqual([nearer])

  // Delivered: the phone stops sharing, the position is gone, and the customer's page drops the map.
  await rider.getByLabel('Take Photo').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: testPhoto() })
  // The photo is shrunk on the phone first: Complete Delivery before it is ready would ask for one.
  await expect(rider.getByRole('img', { name: 'What you took, to send with the delivery' })).toBeVisible()
  await rider.getByRole('button', { name: 'Complete Delivery' }).click()
  await expect.poll(statusOf).toBe('delivered')
  await expect(customer.getByRole('region', { name: 'Your rider is on the way' })).toHaveCount(0)
  await expect(customer.getByRole('img', { name: /your rider/ })).toHaveCount(0)
  expect(await positionsSeenByCustomer()).toEqual([])
  await expect(rider.getByText('Sharing your location with the customer')).toHaveCount(0)
  const sharedBefore = shares.length
  await rider.clock.fastForward(60_000)
  await rider.waitForTimeout(500)
  expect(shares.length, 'positions sent after the delivery').toBe(sharedBefore)

  await customerContext.close()
  await riderContext.close()
})

test('without location allowed, the rider reads why before the phone asks, and sees that location is off', async ({
  browser,
}) => {
  const { rider: riderAccount, customer: customerAccount, orderId, statusOf } = await riderWithAnOrder('unshared')
  const context = await browser.newContext(PHONE)
  const rider = await context.newPage()
  await startSignedIn(rider, riderAccount.email)
  await rider.goto(`/rider/orders/${orderId}`)
  await rider.getByRole('button', { name: 'Confirm Pickup' }).click()
  await expect.poll(statusOf).toBe('picked_up')

  const why = rider.getByRole('region', { name: 'Share your location while you deliver' })
  await expect(why.getByText('While you carry an order, its customer sees where you are on a map.')).toBeVisible()
  await expectRiderAccessible(rider)
  // The browser answers the permission prompt with "no" (nothing was granted to this context).
  await why.getByRole('button', { name: 'Share my location' }).click()
  await expect(rider.getByText('Location off')).toBeVisible()
  await expect(rider.getByText("Allow location for this site in your phone's settings")).toBeVisible()
  expect(await positionsSeenBy(customerAccount.email, orderId)).toEqual([])
  await expectFitsPhone(rider, 'the rider app with location off')

  // The delivery is cancelled: nothing is on the road any more, and the line goes.
  rider.once('dialog', (dialog) => void dialog.accept())
  await rider.getByRole('button', { name: 'Cancel Delivery' }).click()
  await expect.poll(statusOf).toBe('cancelled')
  await expect(rider.getByText('Location off')).toHaveCount(0)
  await context.close()
})
