// The admin's people screens as the demo admin: an employee added in the Add New Employee modal signs in through the
// shop's sign-in form and reaches the outlet portal of the outlet chosen for them; deactivated, the portal tells them
// their account is inactive. Subscriptions: search and type filter, Export CSV of the rows shown (the downloaded file
// read back), and select-all with the bulk delete after its confirmation.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { signIn } from '../support/accounts.ts'
import { asAdmin, chooseOption, expectAccessible, unique } from '../support/admin.ts'
import { anonKey } from '../support/buying.ts'
import { E2E_SUPABASE_URL } from '../support/ports.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test.use({ viewport: { width: 1280, height: 900 } })
// A first load of the admin panel with antd can take long on a busy test machine.
const FIRST_PAINT = { timeout: 60_000 }
test.beforeEach(() => test.setTimeout(300_000))

const OUTLET = 'Ntinda'

test('an employee added by the admin signs in to their outlet portal; deactivated, the portal tells them so', async ({
  page,
  browser,
}) => {
  const tag = unique('zz').replace(/\s+/g, '')
  const employee = { email: `${tag}@example.com`, password: 'staff-pass-2026', fullName: `Mary ${tag} Nansubuga` }

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/employees')
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible(FIRST_PAINT)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Roles' })).toBeAttached()

  await page.getByRole('button', { name: 'Add Employee' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' })
  await dialog.getByLabel('Email').fill(employee.email)
  await dialog.getByLabel('Full name').fill(employee.fullName)
  await dialog.getByLabel('Password').fill('12345')
  // Every field is checked before anything is sent, and what was typed stays.
  await dialog.getByRole('button', { name: 'Create Employee' }).click()
  await expect(dialog.getByRole('alert')).toContainText('All fields are required')
  await chooseOption(dialog, 'Outlet', OUTLET)
  await chooseOption(dialog, 'Role', 'Butcher')
  await dialog.getByRole('button', { name: 'Create Employee' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Password must be at least 6 characters long')
  await expect(dialog.getByLabel('Email')).toHaveValue(employee.email)
  await dialog.getByLabel('Password').fill(employee.password)
  await dialog.getByLabel('Phone (optional)').fill('0772 987 654')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Create Employee' }).click()
  await expect(page.getByText('Employee created successfully')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The search finds them by phone, in any form of case, and the row says where they work.
  await page.getByRole('searchbox', { name: 'Search employees' }).fill('772987654')
  const row = page.getByRole('row').filter({ hasText: employee.email })
  await expect(row).toContainText(employee.fullName)
  await expect(row).toContainText('Butcher')
  await expect(row).toContainText(OUTLET)
  await expect(row).toContainText('Active')
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(tag.toUpperCase())
  await expect(page.locator('tbody tr.ant-table-row')).toHaveCount(1)
  await expectAccessible(page)

  // They sign in through the shop's own form and reach their outlet's portal.
  const theirs = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const staffPage = await theirs.newPage()
  await staffPage.goto('/')
  await signIn(staffPage, employee)
  await staffPage.goto('/outlet')
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Outlet Dashboard' })).toBeVisible(FIRST_PAINT)
  await expect(staffPage.locator('[data-portal="outlet"]').getByText(OUTLET, { exact: true })).toBeVisible()

  // An edit moves them to another role and changes their phone, in one save.
  await row.getByRole('button', { name: `Edit ${employee.fullName}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Employee' })
  await expect(edit.getByLabel('Full name')).toHaveValue(employee.fullName)
  await chooseOption(edit, 'Role', 'Cashier')
  await edit.getByLabel('Phone (optional)').fill('0701 222 333')
  await edit.getByRole('button', { name: 'Update Employee' }).click()
  await expect(page.getByText('Employee updated successfully')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(tag)
  await expect(row).toContainText('Cashier')
  await expect(row).toContainText('+256701222333')

  // Deactivated by the admin, the portal tells them so and shows no outlet data.
  // Deactivating asks first; Cancel leaves them active.
  const active = row.getByRole('switch', { name: `${employee.fullName} active` })
  await active.click()
  const confirm = page.getByRole('dialog', { name: `Deactivate ${employee.fullName}?` })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(active).toBeChecked()
  await active.click()
  await confirm.getByRole('button', { name: 'Deactivate' }).click()
  await expect(row).toContainText('Inactive')
  const [kept] = await asAdmin<{ is_active: boolean }[]>(
    `outlet_employees?select=is_active,users!inner(email)&users.email=eq.${encodeURIComponent(employee.email)}`,
  )
  expect(kept?.is_active).toBe(false)
  await staffPage.reload()
  await expect(staffPage.getByRole('heading', { name: 'Your staff account is inactive' })).toBeVisible(FIRST_PAINT)
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Outlet Dashboard' })).toBeHidden()
  await theirs.close()
})

test('subscriptions: filter, Export CSV of the rows shown, then select all and delete them', async ({ page }) => {
  const tag = unique('zzsub').replace(/\s+/g, '')
  const emails = { blogs: [`${tag}.a@example.com`, `${tag}.b@example.com`], campaigns: [`${tag}.c@example.com`] }
  const key = await anonKey()
  for (const [type, list] of Object.entries(emails)) {
    for (const email of list) {
      // Anyone signs up for launch notices, as the storefront's forms do.
      const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/subscriptions`, {
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, type }),
      })
      expect(response.status).toBe(201)
    }
  }

  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/subscriptions')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible(FIRST_PAINT)
  const rows = page.locator('tbody tr.ant-table-row')

  await page.getByRole('searchbox', { name: 'Search by email' }).fill(tag.toUpperCase())
  await expect(rows).toHaveCount(3)
  await chooseOption(page, 'Filter by type', 'blogs')
  await expect(rows).toHaveCount(2)
  await expectAccessible(page)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
  expect(file.suggestedFilename()).toBe(`subscriptions-${today}.csv`)
  const csv = (await readFile((await file.path()) as string, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toBe('Email,Type,Subscribed On')
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',').slice(0, 2).join(','))
      .sort(),
  ).toEqual(emails.blogs.map((email) => `${email},blogs`).sort())
  expect(lines).toHaveLength(3)

  // Nothing matches: the empty state says why.
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(`${tag}-nobody`)
  await expect(page.getByText('No subscriptions found')).toBeVisible()
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(tag)
  await expect(rows).toHaveCount(2)

  await page.getByRole('checkbox', { name: 'Select all' }).check()
  await expect(page.getByText('2 subscriptions selected')).toBeVisible()
  await page.getByRole('button', { name: 'Delete Selected' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete 2 subscriptions?' })
  await expect(confirm).toContainText('Are you sure you want to delete 2 subscriptions?')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Subscriptions deleted successfully')).toBeVisible()
  await expect(page.getByText('No subscriptions found')).toBeVisible()

  // The campaigns one is left; a single delete asks the spec's question.
  await chooseOption(page, 'Filter by type', 'All Types')
  await expect(rows).toHaveCount(1)
  await page.getByRole('button', { name: `Delete ${emails.campaigns[0]}` }).click()
  const single = page.getByRole('dialog', { name: 'Delete subscription?' })
  await expect(single).toContainText('Are you sure you want to delete this subscription?')
  await single.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Subscription deleted successfully')).toBeVisible()

  const left = await asAdmin<unknown[]>(`subscriptions?select=id&email=ilike.${encodeURIComponent(`${tag}*`)}`)
  expect(left).toEqual([])
})

test('roles: add one, a role employees hold is not deleted, an unused one is', async ({ page }) => {
  const name = unique('Zz Role')
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin/employees/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible(FIRST_PAINT)

  await page.getByRole('button', { name: 'Add Role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Role' })
  await dialog.getByRole('button', { name: 'Create Role' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Please enter the role name')
  await dialog.getByLabel('Name').fill('Manager')
  await dialog.getByRole('button', { name: 'Create Role' }).click()
  await expect(dialog.getByRole('alert')).toContainText('A role with this name already exists')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByRole('checkbox', { name: 'Runs the outlet' }).check()
  await dialog.getByRole('button', { name: 'Create Role' }).click()
  await expect(page.getByText('Role created successfully')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Runs the outlet')
  await expect(row).toContainText('0')
  await expectAccessible(page)

  const [held] = await asAdmin<{ id: number }[]>('employee_roles?select=id&name=eq.Manager')
  const holders = await asAdmin<unknown[]>(`outlet_employees?select=id&role_id=eq.${held?.id}`)
  await page.getByRole('button', { name: 'Delete Manager' }).click()
  await page.getByRole('dialog', { name: 'Delete Manager?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByText(
      `Manager cannot be deleted: ${holders.length} employees hold this role. Give them another role first.`,
    ),
  ).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Manager' }).first()).toBeVisible()

  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('Role deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)
})
