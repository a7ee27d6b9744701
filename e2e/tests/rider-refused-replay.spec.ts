// An action the rider did offline that the server refuses when the phone sends it later: the admin
// cancelled the order, or gave it to another rider, meanwhile. The rider is told at once, the page keeps
// saying which action was not accepted and why until they dismiss it, and the action leaves the phone's
// queue: never applied, never silently dropped, never sent again.
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test'
import { orderName } from '../support/admin.ts'
import {
  assignOrderToDemoRider,
  expectRiderAccessible,
  openEveryAssignment,
  rest,
  serverOrder,
  sessionOf,
  untilToastsGone,
} from '../support/rider.ts'
import { DEMO_ADMIN, DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
test.describe.configure({ timeout: 180_000 })

// The demo rider has opened the orders the back office gave him: no job alert over these journeys.
test.beforeEach(() => openEveryAssignment(DEMO_RIDER.email))

const QUEUED = 'Saved on this phone. It will be sent when you are back online.'
const WAITING = 'Waiting to be sent: this order will be updated on the server when you are back online.'

/** What the phone's offline queue (rider-db, store offlineOrders) holds. */
function phoneQueue(page: Page): Promise<Array<{ kind: string; orderId: string; state: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('rider-db')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('offlineOrders').objectStore('offlineOrders').getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            db.close()
            resolve(
              (read.result as Array<{ kind: string; orderId: string; state: string }>).map(
                ({ kind, orderId, state }) => ({ kind, orderId, state }),
              ),
            )
          }
        }
      }),
  )
}

/** The demo rider's phone on a new order of theirs, then offline: the order's number. */
async function offlineOnNewOrder(page: Page, context: BrowserContext) {
  const orderId = await assignOrderToDemoRider()
  const number = await orderName(orderId)
  await startSignedIn(page, DEMO_RIDER.email)
  await page.goto(`/rider/orders/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
  await context.setOffline(true)
  return { orderId, number }
}

test('a pickup confirmed offline for an order the admin cancelled meanwhile is refused on replay: the rider is told why, and it leaves the queue', async ({
  page,
  context,
}) => {
  const { orderId, number } = await offlineOnNewOrder(page, context)
  await page.getByRole('button', { name: 'Confirm Pickup' }).click()
  await expect(page.getByText(QUEUED).first()).toBeVisible()
  await expect(page.getByText(WAITING)).toBeVisible()
  expect(await phoneQueue(page)).toEqual([{ kind: 'confirm_pickup', orderId, state: 'waiting' }])

  // Meanwhile the admin cancels the order.
  const admin = await sessionOf(DEMO_ADMIN.email)
  await rest(admin, 'rpc/cancel_order', {
    method: 'POST',
    body: JSON.stringify({ order_id: orderId, reason: 'The customer called to cancel' }),
  })

  await context.setOffline(false)
  const said = `Confirm Pickup for ${number} was not accepted: Cannot confirm pickup of an order that is cancelled`
  // Told at once (a toast), and kept on the order's page until dismissed.
  await expect(page.getByRole('alert').filter({ hasText: said })).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText(said)).toHaveCount(2)
  await expect(page.getByText(WAITING)).toHaveCount(0)
  // The page now shows the order as the server has it: cancelled, so nothing more to do.
  await expect(page.getByRole('button', { name: 'Cancel Delivery' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Confirm Pickup' })).toHaveCount(0)
  // Never applied, and no longer waiting to be sent.
  const order = await serverOrder(orderId)
  expect(order.status).toBe('cancelled')
  expect(order.picked_up_at).toBeNull()
  expect(await phoneQueue(page)).toEqual([{ kind: 'confirm_pickup', orderId, state: 'refused' }])
  await expectRiderAccessible(page)

  // The dashboard says it too, until the rider has read it.
  await page.getByRole('navigation', { name: 'Rider' }).getByRole('link', { name: 'Deliveries' }).click()
  const notice = page.getByRole('alert').filter({ hasText: said })
  await expect(notice).toBeVisible()
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByText(said)).toHaveCount(0)
  expect(await phoneQueue(page)).toEqual([])
  // Gone for good: not shown again after a reload, and never sent again.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
  await expect(page.getByText(said)).toHaveCount(0)
  expect((await serverOrder(orderId)).picked_up_at).toBeNull()
})

test('a delivery cancelled offline for an order given to another rider meanwhile is refused on replay and shown on the dashboard', async ({
  page,
  context,
}) => {
  const { orderId, number } = await offlineOnNewOrder(page, context)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Cancel Delivery' }).click()
  await expect(page.getByText(WAITING)).toBeVisible()
  // The toast saying it was kept covers the tab bar until it goes.
  await untilToastsGone(page)
  await page.getByRole('navigation', { name: 'Rider' }).getByRole('link', { name: 'Deliveries' }).click()
  await expect(
    page.getByText('1 update is waiting to be sent. They will be sent when you are back online.'),
  ).toBeVisible()

  // Meanwhile the admin gives the order to another rider who is online.
  const admin = await sessionOf(DEMO_ADMIN.email)
  const demoRider = await sessionOf(DEMO_RIDER.email)
  const [other] = await rest<Array<{ id: string }>>(
    admin,
    `delivery_riders?status=eq.online&is_active=eq.true&id=neq.${demoRider.user.id}&select=id&limit=1`,
  )
  if (!other) throw new Error('the seed has no other rider online')
  await rest(admin, 'rpc/assign_rider', {
    method: 'POST',
    body: JSON.stringify({ order_id: orderId, rider_id: other.id }),
  })

  await context.setOffline(false)
  const said = `Cancel Delivery for ${number} was not accepted: Order not found`
  const notice = page.getByRole('region', { name: 'Waiting to be sent' }).getByRole('alert').filter({ hasText: said })
  await expect(notice).toBeVisible({ timeout: 45_000 })
  await expect(page.getByText('waiting to be sent. They will be sent')).toHaveCount(0)
  // The order is no longer the demo rider's: gone from their list, untouched on the server.
  await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0)
  const [order] = await rest<Array<{ rider_id: string; status: string; cancelled_at: string | null }>>(
    admin,
    `orders?id=eq.${orderId}&select=rider_id,status,cancelled_at`,
  )
  expect(order).toEqual({ rider_id: other.id, status: 'assigned', cancelled_at: null })
  expect(await phoneQueue(page)).toEqual([{ kind: 'cancel_delivery', orderId, state: 'refused' }])
  await expectRiderAccessible(page)

  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByText(said)).toHaveCount(0)
  expect(await phoneQueue(page)).toEqual([])
})
