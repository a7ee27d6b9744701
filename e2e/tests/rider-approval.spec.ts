// Riders wait for approval: a rider who signs up on a 390 px phone lands on "Awaiting approval", told what
// happens next, and cannot go online; the admin approves them from the riders screen's "Awaiting approval"
// queue; the rider gets the approval mail and, on the same open page, can go online.
import { expect as baseExpect, test } from '@playwright/test'
import { expectAccessible, unique } from '../support/admin.ts'
import { waitForMail } from '../support/outbox.ts'
import { expectRiderAccessible } from '../support/rider.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

test('a rider who signs up waits for approval, and goes online once the admin approves them', async ({ browser }) => {
  const tag = unique('applicant').replace(/\s+/g, '').toLowerCase()
  const rider = { email: `${tag}@example.com`, password: 'boda-pass-2026', fullName: `Nsubuga ${tag} Alex` }

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const riderPage = await phone.newPage()
  await riderPage.goto('/rider/login')
  await riderPage.getByRole('button', { name: 'Create Account' }).click()
  await riderPage.getByLabel('Full name').fill(rider.fullName)
  await riderPage.getByLabel('Phone').fill('0772 418 905')
  await riderPage.getByLabel('Email').fill(rider.email)
  await riderPage.getByLabel('Password', { exact: true }).fill(rider.password)
  await riderPage.locator('form').getByRole('button', { name: 'Create Account' }).click()

  await expect(riderPage).toHaveURL(/\/rider$/)
  await expect(riderPage.getByRole('heading', { name: 'Awaiting approval' })).toBeVisible()
  await expect(riderPage.getByText('Once an admin approves your account we will e-mail you')).toBeVisible()
  await expect(riderPage.getByRole('link', { name: 'Complete your profile' })).toBeVisible()
  const availability = riderPage.getByRole('switch', { name: 'Available for deliveries' })
  await expect(availability).toBeDisabled()
  await expect(availability).toHaveAttribute('aria-checked', 'false')
  await expectRiderAccessible(riderPage)

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await desk.newPage()
  await startSignedIn(admin, DEMO_ADMIN.email)
  await admin.goto('/admin/delivery/riders')
  await expect(admin.getByRole('heading', { level: 1, name: 'Delivery Riders' })).toBeVisible()
  await admin.getByRole('tab', { name: /Awaiting approval/ }).click()
  await expect(admin).toHaveURL(/view=awaiting/)
  const row = admin.getByRole('row').filter({ hasText: rider.email })
  await expect(row).toContainText(rider.fullName)
  await expect(row).toContainText('+256772418905')
  await expectAccessible(admin)
  await row.getByRole('button', { name: `Approve ${rider.fullName}` }).click()
  await expect(admin.getByText(`${rider.fullName} approved: we e-mailed them`)).toBeVisible()
  await expect(row).toHaveCount(0)
  await desk.close()

  const mail = await waitForMail(rider.email, { subject: /rider account is approved/ })
  expect(mail.text).toContain('switch to Online')

  // The open page hears the approval: the switch comes on, and going online works.
  await expect(riderPage.getByRole('heading', { name: 'Awaiting approval' })).toBeHidden()
  await expect(availability).toBeEnabled()
  await availability.click()
  await expect(riderPage.getByText('You are now online')).toBeVisible()
  await expect(availability).toHaveAttribute('aria-checked', 'true')
  await phone.close()
})
