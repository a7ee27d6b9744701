// Who may open which portal, decided before any portal renders; each portal in its own frame, without
// the storefront's navigation, footer and chat button.
import { expect, type Page, test } from '@playwright/test'
import { DEMO_CUSTOMER } from '../support/accounts.ts'
import { DEMO_ADMIN, DEMO_OUTLET_MANAGER, DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

const HOME_HEADING = 'Premium Meats, Delivered Fresh in Kampala'

/** Records whether any portal frame was ever put into the page, however briefly. */
async function watchForPortalFrames(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>()
    ;(window as unknown as { portalFramesSeen: Set<string> }).portalFramesSeen = seen
    new MutationObserver(() => {
      for (const frame of document.querySelectorAll('[data-portal]')) seen.add(frame.getAttribute('data-portal') ?? '')
    }).observe(document, { childList: true, subtree: true })
  })
}

const framesSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { portalFramesSeen: Set<string> }).portalFramesSeen])

/** The storefront's navigation (folded behind Menu on a phone, so hidden ones count too), footer and chat. */
async function expectStorefrontChromeAbsent(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Cart \d+ items?$/, includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Quick links', includeHidden: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /chat with us/i, includeHidden: true })).toHaveCount(0)
}

test('a visitor who opens /admin ends on the home page, and no admin frame ever shows', async ({ page }) => {
  await watchForPortalFrames(page)
  await page.goto('/admin/orders')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible()
  expect(await framesSeen(page)).toEqual([])
})

test('a customer who opens /admin or /outlet ends on the home page', async ({ page }) => {
  await watchForPortalFrames(page)
  await startSignedIn(page, DEMO_CUSTOMER.email)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
  await page.goto('/outlet/orders')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible()
  expect(await framesSeen(page)).toEqual([])
})

test('a visitor who opens a rider page is sent to the rider login', async ({ page }) => {
  await watchForPortalFrames(page)
  await page.goto('/rider/orders/3f1c2b9e-0000-4000-8000-000000000000')
  await expect(page).toHaveURL(/\/rider\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
  expect(await framesSeen(page)).toEqual([])
})

test('the demo admin reaches the admin frame, with their name and "Administrator", and no storefront chrome', async ({
  page,
}) => {
  await startSignedIn(page, DEMO_ADMIN.email)
  await page.goto('/admin')
  // The page's pre-rendered first paint and the app's frame are both in the page until the app takes over:
  // the one shown counts.
  await expect(page.locator('[data-portal="admin"]').filter({ visible: true })).toBeVisible()
  await expect(page.getByText(DEMO_ADMIN.fullName).filter({ visible: true })).toBeVisible()
  // The app's own frame from here (a menu opened on the first paint as the app takes over may fold again).
  await expect(page.locator('#prerender')).toHaveCount(0)
  // On a phone the sidebar is folded behind Menu.
  await page.getByRole('button', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Admin' })
  await expect(sidebar.getByRole('link', { name: 'Products' })).toBeVisible()
  await sidebar.getByRole('link', { name: 'Categories' }).click()
  await expect(page).toHaveURL(/\/admin\/products\/categories$/)
  await expect(sidebar).toBeHidden()
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible()
  await expectStorefrontChromeAbsent(page)
  // An admin is not outlet staff.
  await page.goto('/outlet')
  await expect(page).toHaveURL(/\/$/)
})

test('the demo outlet manager reaches the outlet frame with the outlet name, and no storefront chrome', async ({
  page,
}) => {
  await startSignedIn(page, DEMO_OUTLET_MANAGER.email)
  await page.goto('/outlet')
  await expect(page.locator('[data-portal="outlet"]')).toBeVisible()
  await expect(page.getByText(DEMO_OUTLET_MANAGER.outlet)).toBeVisible()
  await expectStorefrontChromeAbsent(page)
  await page.getByRole('button', { name: 'Menu' }).click()
  const sidebar = page.getByRole('navigation', { name: 'Outlet' })
  for (const link of ['Dashboard', 'Orders', 'Staff', 'Settings']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible()
  }
  // Sign Out, the sidebar's last entry, goes back to the shop.
  await sidebar.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
})

test('the demo rider reaches the rider frame; the rider login sends them to their dashboard', async ({ page }) => {
  await startSignedIn(page, DEMO_RIDER.email)
  await page.goto('/rider/login')
  await expect(page).toHaveURL(/\/rider$/)
  await expect(page.locator('[data-portal="rider"]')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Rider' })).toBeVisible()
  await expect(page.getByText(DEMO_RIDER.fullName)).toBeVisible()
  await expectStorefrontChromeAbsent(page)
})
