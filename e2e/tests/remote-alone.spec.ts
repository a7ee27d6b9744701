// A back-office remote served on its own (as its team runs it) is guarded like in the shell and signs in
// against the stand-in: where the shell would send a visitor away, its own host offers a sign-in form. A
// production build (what this suite serves) neither fills it in nor names the demo accounts.
import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/accounts.ts'
import { e2ePorts } from '../support/global-setup.ts'
import { startPlatform } from '../support/platform.ts'
import { e2eExtraPort } from '../support/ports.ts'
import { DEMO_ADMIN, DEMO_OUTLET_MANAGER } from '../support/sessions.ts'

test('the admin remote alone asks for a sign-in, refuses an outlet manager, and opens for the demo admin', async ({
  page,
}) => {
  const ports = { ...e2ePorts, admin: e2eExtraPort(24) }
  const platform = await startPlatform({ ports, only: ['admin'] })
  try {
    await page.goto(`http://127.0.0.1:${ports.admin}/admin/products/categories`)
    const form = page.getByRole('main')
    await expect(form.getByRole('heading', { name: 'Sign in to the admin portal' })).toBeVisible()
    await expect(page.locator('[data-portal]')).toHaveCount(0)

    await expect(form.getByLabel('E-mail')).toHaveValue('')
    await expect(form.getByLabel('Password')).toHaveValue('')
    await expect(form.getByText(DEMO_PASSWORD)).toHaveCount(0)

    // Someone who may not open the admin panel stays outside it.
    await form.getByLabel('E-mail').fill(DEMO_OUTLET_MANAGER.email)
    await form.getByLabel('Password').fill(DEMO_PASSWORD)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(form.getByRole('status')).toHaveText(
      `You are signed in as ${DEMO_OUTLET_MANAGER.email}, who may not open the admin portal. Sign in with another account.`,
    )
    await expect(page.locator('[data-portal]')).toHaveCount(0)

    await form.getByLabel('E-mail').fill(DEMO_ADMIN.email)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.locator('[data-portal="admin"]')).toBeVisible()
    await expect(page.getByText(DEMO_ADMIN.fullName)).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/products\/categories$/)
  } finally {
    await platform.close()
  }
})
