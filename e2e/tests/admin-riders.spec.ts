// The admin's delivery riders screen as the demo admin: a rider added in the Add New Rider modal (through
// the admin-only staff-accounts function) signs in to the rider app; the search finds riders in any case by
// name, e-mail or phone; an edit changes phone and vehicle; a deactivated rider is marked so; a rider with
// no deliveries is deleted, one with deliveries keeps their history and is only deactivated.
import { expect, type Page, test } from '@playwright/test'
import { chooseOption, expectAccessible, unique } from '../support/admin.ts'
import { DEMO_ADMIN, DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.setTimeout(240_000))

/** The demo rider's row (other riders' addresses end the same way). */
const demoRiderRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByText(DEMO_RIDER.email, { exact: true }) })

test('a rider added by the admin signs in to the rider app; edited, deactivated, then deleted', async ({
  page,
  browser,
}) => {
  const tag = unique('rider').replace(/\s+/g, '')
  const rider = { email: `${tag}@example.com`, password: 'rider-pass-2026', fullName: `Okello ${tag} Peter` }

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/delivery/riders')
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Riders' })).toBeVisible(FIRST_PAINT)
  await expect(demoRiderRow(page)).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Add Rider' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Rider' })
  await dialog.getByLabel('Email').fill(rider.email)
  await dialog.getByRole('button', { name: 'Create Rider' }).click()
  await expect(dialog.getByRole('alert')).toContainText('All fields are required')
  await dialog.getByLabel('Password').fill(rider.password)
  await dialog.getByLabel('Full name').fill(rider.fullName)
  await dialog.getByLabel('Phone').fill('0772 555 1234')
  await dialog.getByRole('button', { name: 'Create Rider' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Please enter a valid phone number')
  await expect(dialog.getByLabel('Email')).toHaveValue(rider.email)
  await dialog.getByLabel('Phone').fill('0772 555 123')
  await expectAccessible(page)
  await chooseOption(page.getByRole('dialog'), 'Vehicle', 'Bicycle')
  await dialog.getByRole('button', { name: 'Create Rider' }).click()
  await expect(page.getByText('Rider created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  const search = page.getByRole('searchbox', { name: 'Search riders' })
  const row = page.getByRole('row').filter({ hasText: rider.email })
  await search.fill(tag.toUpperCase())
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1)
  await expect(row).toContainText(rider.fullName)
  await expect(row).toContainText('+256772555123')
  await expect(row).toContainText('bicycle')
  await expect(row).toContainText('Active')
  await search.fill('772555123')
  await expect(row).toBeVisible()
  // As a phone number is typed in Uganda: with its leading 0 and spaces, stored as +256772555123.
  for (const typed of ['0772555123', '0772 555 123']) {
    await search.fill(typed)
    await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1)
    await expect(row).toBeVisible()
  }

  // The new rider signs in to the rider app and sees their (empty) deliveries.
  const theirs = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const riderPage = await theirs.newPage()
  await riderPage.goto('/rider/login')
  await riderPage.getByLabel('Email').fill(rider.email)
  await riderPage.getByLabel('Password', { exact: true }).fill(rider.password)
  await riderPage.locator('form').getByRole('button', { name: 'Sign In' }).click()
  await expect(riderPage).toHaveURL(/\/rider$/)
  await expect(riderPage.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible(FIRST_PAINT)
  await theirs.close()

  await row.getByRole('button', { name: `Edit ${rider.fullName}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Rider' })
  await edit.getByLabel('Phone').fill('+256 701 222 333')
  await chooseOption(page.getByRole('dialog'), 'Vehicle', 'Motorcycle')
  await edit.getByRole('button', { name: 'Update Rider' }).click()
  await expect(page.getByText('Rider updated successfully')).toBeVisible()
  await search.fill(rider.email)
  await expect(row).toContainText('+256701222333')
  await expect(row).toContainText('motorcycle')

  await row.getByRole('switch', { name: `${rider.fullName} active` }).click()
  await page
    .getByRole('dialog', { name: `Deactivate ${rider.fullName}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click()
  await expect(page.getByText('Rider deactivated successfully')).toBeVisible()
  await expect(row).toContainText('Inactive')

  await row.getByRole('button', { name: `Delete ${rider.fullName}` }).click()
  const confirm = page.getByRole('dialog').filter({ hasText: 'This action cannot be undone.' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Rider deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('a rider with deliveries on record is never deleted: the screen says to deactivate them', async ({ page }) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/delivery/riders')
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery Riders' })).toBeVisible(FIRST_PAINT)
  const row = demoRiderRow(page)
  await row.getByRole('button', { name: `Delete ${DEMO_RIDER.fullName}` }).click()
  await page
    .getByRole('dialog')
    .filter({ hasText: 'This action cannot be undone.' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(
    page.getByText('This rider has deliveries on record and cannot be deleted. Deactivate them instead.'),
  ).toBeVisible()
  await expect(row).toBeVisible()
})
