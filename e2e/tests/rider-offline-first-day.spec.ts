// A rider's first day with the app on a fresh phone: they sign in, work a few seconds and lose the
// connection. As soon as the app's service worker is installed, a reload with no connection opens the
// dashboard with what the phone kept (not a bare "open the app once with a connection" page, not only from
// the second visit on); an action done offline waits on the phone, and when the connection returns it is
// sent and the screen updates by itself, with no reload.
import { expect as baseExpect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/accounts.ts'
import { orderName } from '../support/admin.ts'
import { assignNewOrder, createOnlineRider, serverOrder } from '../support/rider.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.describe.configure({ timeout: 180_000 })

/** Until the page's service worker is installed and activated: nothing else (no second visit). */
async function untilWorkerActive(page: Page) {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready
    if (!active || active.state === 'activated') return
    await new Promise<void>((resolve) =>
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') resolve()
      }),
    )
  })
}

test('on the first visit, once the worker is installed, the app opens with no connection; what is done offline is sent when the connection returns, with no reload', async ({
  page,
  context,
}) => {
  const rider = await createOnlineRider('first-day')
  const orderId = await assignNewOrder(rider.email)
  const number = await orderName(orderId)

  // A fresh phone: the rider opens the app and signs in (the dashboard follows in the same page).
  await page.goto('/rider/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
  await page.getByLabel('Email').fill(rider.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/rider$/)
  await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible()
  await untilWorkerActive(page)

  // The connection is lost, and the rider reloads.
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('You are offline. Some features may be limited.')).toBeVisible()
  await expect(page.getByText(/^Saved on this phone at .+: these deliveries may be out of date\.$/)).toBeVisible()
  await page.getByRole('link', { name: number, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm Pickup' }).click()
  await expect(page.getByText('Saved on this phone. It will be sent when you are back online.').first()).toBeVisible()
  const waiting = page.getByText(
    'Waiting to be sent: this order will be updated on the server when you are back online.',
  )
  await expect(waiting).toBeVisible()
  expect((await serverOrder(orderId, rider.email)).status).toBe('assigned')

  // The connection returns: no reload, no tap.
  await context.setOffline(false)
  await expect.poll(async () => (await serverOrder(orderId, rider.email)).status).toBe('picked_up')
  await expect(waiting).toHaveCount(0)
  await expect(page.getByText(/may be out of date/)).toHaveCount(0)
  await expect(page.getByRole('listitem').filter({ hasText: 'Order Picked Up' })).toHaveText(
    /^Order Picked Up\s*\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/,
  )
  await expect(page.getByRole('button', { name: 'Complete Delivery' })).toBeVisible()
})

test('the worker installed from a shop page keeps nothing of the rider app; a rider page opened offline then says so, and opens by itself when the connection returns', async ({
  page,
  context,
}) => {
  // A customer's visit of the shop registers the rider app's worker (for /rider only).
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Meats, Delivered Fresh in Kampala' })).toBeVisible()
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/rider'))?.active?.state))
    .toBe('activated')
  // Nothing of the rider app was downloaded for the customer.
  expect(
    await page.evaluate(async () => {
      const kept = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()))
      return kept.flat().map((request) => request.url)
    }),
  ).toEqual([])

  await context.setOffline(true)
  await page.goto('/rider')
  await expect(page.getByText('You are offline. The rider app opens as soon as the connection returns.')).toBeVisible()
  // The connection returns: no reload, no tap.
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
  await expect(page).toHaveURL(/\/rider\/login$/)
})
