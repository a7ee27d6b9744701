// A remote that is down must not take the site down, and must come back with Retry.
import { expect, test } from '@playwright/test'
import { e2ePorts } from '../support/global-setup.ts'
import { navigateInApp } from '../support/navigation.ts'
import { startPlatform } from '../support/platform.ts'
import { e2eExtraPort } from '../support/ports.ts'
import { DEMO_ADMIN, startSignedIn } from '../support/sessions.ts'

test('a dead remote is contained: its area shows the message and Retry, the other areas keep working, and Retry works once it is back', async ({
  page,
}) => {
  // Own shell and admin servers (4010, 4012); the other remotes are the suite's.
  const ports = { ...e2ePorts, shell: e2eExtraPort(10), admin: e2eExtraPort(12) }
  const platform = await startPlatform({ ports, only: ['shell', 'admin'] })
  await startSignedIn(page, DEMO_ADMIN.email)
  try {
    await platform.stop('admin')
    await page.goto(`${platform.shellUrl}/admin`)
    const alert = page.getByRole('alert')
    await expect(alert.getByRole('heading', { name: 'The admin panel could not be loaded.' })).toBeVisible()
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()

    // The other areas keep working in the same page.
    await page.goto(`${platform.shellUrl}/`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Meats, Delivered Fresh in Kampala' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Track Order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
    await navigateInApp(page, '/admin')
    await expect(page.getByRole('heading', { name: 'The admin panel could not be loaded.' })).toBeVisible()
    await navigateInApp(page, '/products')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()

    // Retry while it is still down fails again, visibly.
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('heading', { name: 'The admin panel could not be loaded.' })).toBeVisible()

    await platform.start('admin')
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.locator('[data-portal="admin"]')).toBeVisible()
  } finally {
    await platform.close()
  }
})
