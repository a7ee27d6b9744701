// The rider app walked as a rider on a 390 px phone with touch: nothing ever lies over what the rider
// has to tap (the install prompt takes its own place; the tab bar is above whatever scrolls under it);
// "Not Now" is remembered for 14 days; "waiting to be sent" is said only when something cannot go now;
// times are Kampala's whatever the phone's time zone; at 360 and 390 px nothing scrolls sideways (a long
// address, the photo preview, the install prompt open) and axe finds nothing, in light and dark mode.
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test'
import { NOT_NOW_KEY } from '@shop/rider/install-offer'
import { orderName } from '../support/admin.ts'
import { assignNewOrder, createOnlineRider, expectRiderAccessible, rest, sessionOf } from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'
import { testPhoto } from '../support/test-image.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.describe.configure({ timeout: 180_000 })

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whether a tap at the centre of `target` reaches it: the centre is on screen and the element the page has
 * there (`document.elementFromPoint`) is the target or inside it, not something lying over it.
 */
function tappable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false
    const hit = document.elementFromPoint(x, y)
    return hit !== null && element.contains(hit)
  })
}

/** The names of `targets` a tap at their centre does not reach. */
async function untappable(targets: Record<string, Locator>): Promise<string[]> {
  const missed: string[] = []
  for (const [name, target] of Object.entries(targets)) if (!(await tappable(target))) missed.push(name)
  return missed
}

/** The browser's offer to install (the event Chromium fires when the app is installable). */
function offerToInstall(page: Page) {
  return page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt?: () => Promise<void>
      userChoice?: Promise<{ outcome: string; platform: string }>
    }
    event.prompt = async () => undefined
    event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' })
    window.dispatchEvent(event)
  })
}

/** Lets the page run what its timers started (React renders in a task of its own after a state change). */
async function afterPendingTasks(page: Page) {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
    )
  }
}

/** A rider of the test's own with an order they have picked up (its page shows the photo and both actions). */
async function riderWithPickedUpOrder(tag: string) {
  const rider = await createOnlineRider(tag)
  const orderId = await assignNewOrder(rider.email)
  const session = await sessionOf(rider.email)
  await rest(session, 'rpc/confirm_pickup', { method: 'POST', body: JSON.stringify({ order_id: orderId }) })
  return { rider, orderId }
}

test('the install prompt takes its own place: scrolled to the bottom of an order every action can be tapped; Not Now is remembered for 14 days', async ({
  page,
}) => {
  const { rider, orderId } = await riderWithPickedUpOrder('install-prompt')
  await page.clock.install()
  await startSignedIn(page, rider.email)
  await page.goto(`/rider/orders/${orderId}`)
  await expect(page.getByRole('button', { name: 'Complete Delivery' })).toBeVisible()
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/rider.webmanifest')

  const prompt = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Install Rider App' }) })
  await offerToInstall(page)
  await page.clock.fastForward(3_500)
  await expect(prompt).toBeVisible()
  await expect(prompt.getByText('Get quick access and real-time delivery updates')).toBeVisible()

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const tabs = page.getByRole('navigation', { name: 'Rider' })
  expect(
    await untappable({
      'Take Photo': page.locator('label', { hasText: 'Take Photo' }),
      'Complete Delivery': page.getByRole('button', { name: 'Complete Delivery' }),
      'Cancel Delivery': page.getByRole('button', { name: 'Cancel Delivery' }),
      'Not Now': prompt.getByRole('button', { name: 'Not Now' }),
      'Install App': prompt.getByRole('button', { name: 'Install App' }),
      Deliveries: tabs.getByRole('link', { name: 'Deliveries' }),
      Profile: tabs.getByRole('link', { name: 'Profile' }),
    }),
  ).toEqual([])
  // Scrolled to the top, nothing lies over the page's first controls either.
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await untappable({ 'Call Outlet': page.getByRole('link', { name: 'Call Outlet' }) })).toEqual([])

  // Not Now: kept on the phone, with when it was said.
  const saidAt = await page.evaluate(() => Date.now())
  await prompt.getByRole('button', { name: 'Not Now' }).click()
  await expect(prompt).toHaveCount(0)
  const kept = Number(await page.evaluate((key) => localStorage.getItem(key), NOT_NOW_KEY))
  expect(kept).toBeGreaterThanOrEqual(saidAt - 1_000)

  // The next load, the browser offers again: not shown (the prompt's 3 s are long past).
  await page.reload()
  await expect(page.getByRole('button', { name: 'Complete Delivery' })).toBeVisible()
  await offerToInstall(page)
  await page.clock.fastForward(4_000)
  await afterPendingTasks(page)
  await expect(prompt).toHaveCount(0)

  // Fourteen days after Not Now, the app is offered again.
  await page.evaluate(({ key, at }) => localStorage.setItem(key, String(at)), {
    key: NOT_NOW_KEY,
    at: kept - 14 * DAY_MS - 60_000,
  })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Complete Delivery' })).toBeVisible()
  await offerToInstall(page)
  await page.clock.fastForward(4_000)
  await expect(prompt).toBeVisible()
})

test('the tab bar lies above the deliveries scrolled under it: a tap on a tab is the tab’s, never a customer’s phone link', async ({
  page,
}) => {
  const rider = await createOnlineRider('tab-bar')
  await assignNewOrder(rider.email)
  await assignNewOrder(rider.email)
  await startSignedIn(page, rider.email)
  await page.goto('/rider')
  const deliveries = page.getByRole('list', { name: 'Active deliveries' }).getByRole('article')
  await expect(deliveries).toHaveCount(2)
  const tabs = page.getByRole('navigation', { name: 'Rider' })
  const phone = deliveries.last().getByRole('link', { name: /^\+256/ })

  // The last delivery's phone link scrolled to the middle of the tab bar.
  const under = await phone.evaluate((link) => {
    const nav = document.querySelector('nav[aria-label="Rider"]')
    if (!nav) throw new Error('no tab bar')
    const centre = (box: DOMRect) => box.top + box.height / 2
    window.scrollBy(0, centre(link.getBoundingClientRect()) - centre(nav.getBoundingClientRect()))
    const linkBox = link.getBoundingClientRect()
    const navBox = nav.getBoundingClientRect()
    return centre(linkBox) > navBox.top && centre(linkBox) < navBox.bottom
  })
  expect(under).toBe(true)
  expect(
    await untappable({
      Deliveries: tabs.getByRole('link', { name: 'Deliveries' }),
      Earnings: tabs.getByRole('link', { name: 'Earnings' }),
      Profile: tabs.getByRole('link', { name: 'Profile' }),
    }),
  ).toEqual([])
  // Where the phone link now lies, the tab bar is what a tap meets.
  expect(
    await phone.evaluate((link) => {
      const box = link.getBoundingClientRect()
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('nav') !== null
    }),
  ).toBe(true)

  // Scrolled to the bottom, the last delivery ends above the tab bar: its controls can be tapped.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  expect(
    await untappable({
      phone,
      Navigate: deliveries.last().getByRole('link', { name: /^Navigate to / }),
    }),
  ).toEqual([])
})

test('a toast shows above the tab bar, never over it: the tabs stay tappable while it is there', async ({ page }) => {
  const rider = await createOnlineRider('toast-lift')
  await startSignedIn(page, rider.email)
  await page.goto('/rider/profile')
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeEnabled()
  await save.click()
  const shown = page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: 'Profile updated successfully' })
  await expect(shown).toBeVisible()
  const tabs = page.getByRole('navigation', { name: 'Rider' })
  // Polled: the toast slides in from below, so its first frames are lower than where it comes to rest.
  await expect
    .poll(async () => {
      const [toastBox, tabsBox] = await Promise.all([shown.boundingBox(), tabs.boundingBox()])
      return toastBox && tabsBox && toastBox.y + toastBox.height <= tabsBox.y
    })
    .toBe(true)
  expect(
    await untappable({
      Deliveries: tabs.getByRole('link', { name: 'Deliveries' }),
      Earnings: tabs.getByRole('link', { name: 'Earnings' }),
      Profile: tabs.getByRole('link', { name: 'Profile' }),
    }),
  ).toEqual([])
})

test('"waiting to be sent" is said only when an action cannot go now: never while it is on its way with a connection', async ({
  page,
}) => {
  const rider = await createOnlineRider('waiting-notice')
  const orderId = await assignNewOrder(rider.email)
  await startSignedIn(page, rider.email)
  await page.goto(`/rider/orders/${orderId}`)
  await expect(page.getByRole('button', { name: 'Confirm Pickup' })).toBeVisible()

  // Everything the page says while the pickup is on its way (a slow network holds its request).
  await page.evaluate(() => {
    const w = window as unknown as { said: string[] }
    w.said = []
    new MutationObserver(() => w.said.push(document.body.textContent ?? '')).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = () => {}
  const requestHeld = new Promise<void>((resolve) => {
    held = resolve
  })
  await page.route('**/rest/v1/rpc/confirm_pickup', async (route) => {
    held()
    await released
    await route.continue()
  })
  await page.getByRole('button', { name: 'Confirm Pickup' }).click()
  await requestHeld
  // The page shows the pickup as done on the phone (its timeline step is no longer 'Not yet')...
  const pickedUpStep = page.getByRole('listitem').filter({ hasText: 'Order Picked Up' })
  await expect(pickedUpStep).not.toHaveText(/Not yet$/)
  release()
  await expect(page.getByText('Order status updated').first()).toBeVisible()
  await expect(pickedUpStep).toHaveText(/^Order Picked Up\s*\d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/)
  // ...and at no moment said it waits to be sent.
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said)
  expect(said.length).toBeGreaterThan(0)
  expect(said.filter((text) => /waiting to be sent/i.test(text))).toEqual([])
  await page.unroute('**/rest/v1/rpc/confirm_pickup')

  // A send that fails with the phone online: now it is said.
  await page.route('**/rest/v1/rpc/cancel_delivery', (route) => route.abort('connectionreset'))
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Cancel Delivery' }).click()
  await expect(
    page.getByText('Waiting to be sent: this order will be updated on the server when you are back online.'),
  ).toBeVisible()
})

test.describe('on a phone set to another time zone', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('the timeline gives Kampala’s times', async ({ page }) => {
    const rider = await createOnlineRider('kampala-time')
    const orderId = await assignNewOrder(rider.email)
    const [order] = await rest<Array<{ created_at: string; assigned_at: string }>>(
      await sessionOf(rider.email),
      `orders?id=eq.${orderId}&select=created_at,assigned_at`,
    )
    if (!order) throw new Error('the order is not the rider’s')
    const kampala = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Africa/Kampala',
    })
    const newYork = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/New_York',
    })
    await startSignedIn(page, rider.email)
    await page.goto(`/rider/orders/${orderId}`)
    // The phone is on New York's clock...
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York')
    const step = (label: string) => page.getByRole('listitem').filter({ hasText: label })
    // ...the timeline on Kampala's.
    await expect(step('Order Placed')).toHaveText(`Order Placed${kampala.format(new Date(order.created_at))}`)
    await expect(step('Rider Assigned')).toHaveText(`Rider Assigned${kampala.format(new Date(order.assigned_at))}`)
    expect(kampala.format(new Date(order.created_at))).not.toBe(newYork.format(new Date(order.created_at)))
  })
})

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

for (const width of [360, 390]) {
  test(`at ${width} px, what a rider sees never scrolls sideways and is accessible, in light and dark mode`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 780 })
    const { rider, orderId } = await riderWithPickedUpOrder(`layout-${width}`)
    // A long address, as riders meet them, with a long unbroken landmark and instructions.
    await rest(await sessionOf(DEMO_ADMIN.email), `orders?id=eq.${orderId}`, {
      method: 'PATCH',
      body: JSON.stringify({
        shipping_address: {
          full_name: 'Nakato Aisha Nalubega-Ssekandi',
          phone: '+256772123456',
          street: 'Plot 1234, KiwatuleNajjeeraKiraNamugongoBweyogerereRoad, opposite Shell Kiwatule',
          city: 'Kampala (Nakawa Division)',
          country: 'Uganda',
        },
        delivery_instructions:
          'Call on arrival; the gate is green. Receipt to nakato.aisha.nalubega.ssekandi@kiwatulebusinesscentre.example.com',
      }),
    })
    const number = await orderName(orderId)
    await page.clock.install()
    await startSignedIn(page, rider.email)
    await page.goto('/rider')
    const card = page.getByRole('article').filter({ hasText: 'KiwatuleNajjeera' })
    await expect(card).toBeVisible()
    await expectNoSidewaysScroll(page, width)
    await expectRiderAccessible(page)

    await page.getByRole('button', { name: 'Dark mode' }).click()
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true')
    await expectNoSidewaysScroll(page, width)
    await expectRiderAccessible(page)

    // The order (still in dark mode), with its photo taken and the install prompt open.
    await card.getByRole('link', { name: number }).click()
    await expect(page.getByRole('button', { name: 'Complete Delivery' })).toBeVisible()
    await expectNoSidewaysScroll(page, width)
    await expectRiderAccessible(page)
    await page.getByLabel('Take Photo').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: testPhoto() })
    await expect(page.getByRole('img', { name: 'What you took, to send with the delivery' })).toBeVisible()
    await offerToInstall(page)
    await page.clock.fastForward(3_500)
    await expect(page.getByRole('region', { name: 'Install Rider App' })).toBeVisible()
    await expectNoSidewaysScroll(page, width)
    await expectRiderAccessible(page)

    // Back in light mode, the same order page.
    await page.getByRole('navigation', { name: 'Rider' }).getByRole('link', { name: 'Deliveries' }).click()
    await page.getByRole('button', { name: 'Dark mode' }).click()
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'false')
    await card.getByRole('link', { name: number }).click()
    await expect(page.getByRole('button', { name: 'Complete Delivery' })).toBeVisible()
    await page.getByLabel('Take Photo').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: testPhoto() })
    await expect(page.getByRole('img', { name: 'What you took, to send with the delivery' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Install Rider App' })).toBeVisible()
    await expectNoSidewaysScroll(page, width)
    await expectRiderAccessible(page)
  })
}
