// A job the rider cannot miss: on a 390 px phone with the app open, an order an admin assigns rings and
// vibrates, again and again, over the page until the rider answers it, with no notification permission;
// it is still there after a reload. The rider declines it with a reason; the order is at once back in the
// admin's orders screen, unassigned, with who declined it and why, and the assign dialog says so.
import { expect as baseExpect, test } from '@playwright/test'
import { expectAccessible, orderName } from '../support/admin.ts'
import { assignNewOrder, createOnlineRider, expectRiderAccessible } from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('an assigned order rings on the rider’s phone until answered; declined with a reason, the admin sees it unassigned and why', async ({
  page,
  browser,
}) => {
  const rider = await createOnlineRider('job-alert')
  // The phone's vibrations, as the page asks for them.
  await page.addInitScript(() => {
    const calls: unknown[] = []
    Object.defineProperty(window, 'vibrations', { value: calls })
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: unknown) => {
        calls.push(pattern)
        return true
      },
    })
  })
  await startSignedIn(page, rider.email)
  await page.goto('/rider')
  await expect(page.getByRole('heading', { name: "Today's Earnings" })).toBeVisible()

  const orderId = await assignNewOrder(rider.email, undefined, { seen: false })
  const number = await orderName(orderId)
  const alert = page.getByRole('alertdialog', { name: `New delivery: ${number}` })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('button', { name: 'Open Order' })).toBeFocused()
  // Headless Chromium lets a page play sound without a tap, so it rings aloud at once.
  await expect(alert.getByRole('status')).toHaveText('Ringing until you open it')
  await expect(alert.getByRole('button', { name: 'Sound is off: tap to turn it on' })).toHaveCount(0)
  // It keeps ringing: the phone vibrates again every few seconds.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length))
    .toBeGreaterThan(2)
  // Within a 360 px phone, nothing scrolls sideways; axe finds nothing with the alert open.
  const box = await alert.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(390 - 24)
  await expectRiderAccessible(page)

  // Not opened, it is there again after a reload.
  await page.reload()
  await expect(alert).toBeVisible()

  // Declined with a reason and the rider's words.
  await alert.getByRole('button', { name: 'Decline' }).tap()
  const reasons = alert.getByRole('group', { name: 'Why are you declining?' })
  await reasons.getByRole('radio', { name: 'Too far away' }).check()
  await alert.getByLabel('Anything to add (optional)').fill('The road to Kira is flooded')
  await alert.getByRole('button', { name: 'Decline Order' }).tap()
  await expect(page.getByText('Order declined. The shop will give it to another rider.')).toBeVisible()
  await expect(alert).toBeHidden()
  const rung = await page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations)
  // The last thing asked of the vibration motor was to stop.
  expect(rung.at(-1)).toBe(0)
  await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0)

  // The admin's orders screen: the order waits for a rider again, with who declined it and why.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const admin = await adminContext.newPage()
    await startSignedIn(admin, DEMO_ADMIN.email)
    await admin.goto(`/admin/orders?order=${orderId}`)
    const detail = admin.getByRole('dialog', { name: number, exact: true })
    await expect(detail.getByText('Not assigned')).toBeVisible()
    await expect(detail.getByRole('alert')).toContainText(`${rider.fullName} declined this order`)
    await expect(detail.getByRole('alert')).toContainText('Too far away: The road to Kira is flooded')
    await expect(detail.getByText(`Declined by ${rider.fullName}`)).toBeVisible()
    await expectAccessible(admin)

    // Assigning again: the rider who declined says so, and choosing them asks to assign anyway.
    await detail.getByRole('button', { name: 'Assign rider' }).click()
    const assign = admin.getByRole('dialog', { name: `Assign a rider to ${number}` })
    // (Every rider of the tests' own is a Moses Kato: this one is the one who declined.)
    const line = assign.locator('label').filter({ hasText: rider.fullName }).filter({ hasText: 'Declined this order' })
    await expect(line).toHaveCount(1)
    await line.getByRole('radio').check()
    await expect(assign.getByRole('button', { name: 'Assign anyway' })).toBeEnabled()
  } finally {
    await adminContext.close()
  }
})
