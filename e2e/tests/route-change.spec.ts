// Backoffice spec, "App root routes": on every route change the page scrolls to the top and a page
// view is reported to our own analytics (the `page_views` table, ARCHITECTURE departure 7).
import { expect, test } from '@playwright/test'
import { DEMO_SERVICE_ROLE_KEY } from '@shop/supabase-local/config/defaults'
import { E2E_SHELL_URL, E2E_SUPABASE_URL } from '../support/ports.ts'

/** Page views of `path` that came from `referrer`, read with the service role (only admins may read them). */
async function pageViews(path: string, referrer: string): Promise<number> {
  const query = new URLSearchParams({ select: 'id', path: `eq.${path}`, referrer: `eq.${referrer}` })
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/page_views?${query}`, {
    headers: { apikey: DEMO_SERVICE_ROLE_KEY, authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as unknown[]).length
}

test('a route change scrolls to the top and reports a page view', async ({ page }) => {
  // Terms → Privacy: the other way round from the footer test in storefront-account, which may run
  // alongside and would otherwise add to the same count.
  const before = await pageViews('/privacy', `${E2E_SHELL_URL}/terms`)
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await page.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

  await page.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // Reports wait until the page has settled and the browser is idle.
  await expect.poll(() => pageViews('/privacy', `${E2E_SHELL_URL}/terms`), { timeout: 20_000 }).toBe(before + 1)
})
