// The rider app's first paints: /rider/login comes painted inside its HTML (nothing private in it,
// readable with JavaScript off), and what a rider types before the app has taken it over is kept; a
// returning rider's dashboard is painted from the phone before any script has run, the same deliveries the
// app then shows, with nothing moving at the hand-off and nothing shown to anyone else.
import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/accounts.ts'
import { assignNewOrder, createOnlineRider } from '../support/rider.ts'
import { DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

/** Holds the shell's entry script, so that the page stays on what its HTML painted until released. */
async function holdApp(page: Page) {
  let open = () => {}
  const held = new Promise<void>((resolve) => {
    open = resolve
  })
  await page.route('**/static/js/main.*.js', async (route) => {
    await held
    await route.continue()
  })
  return () => open()
}

/** Adds up the page's layout shifts from its first byte (as the bench and Lighthouse count them). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}

test('/rider/login is painted from its HTML alone, with JavaScript off, and says nothing private', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/rider/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
    await expect(page.getByText('Welcome back')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign In' }).last()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible()
    // The storefront's navigation is not the rider app's frame.
    await expect(page.getByRole('navigation')).toHaveCount(0)
    // Sent before any script could handle it, the form never puts what was typed into an address.
    await expect(page.locator('#prerender form')).toHaveAttribute('method', 'post')
  } finally {
    await context.close()
  }
})

test('what a rider types into the painted login before the app takes over is kept, and nothing moves', async ({
  page,
}) => {
  const shifts = await recordShifts(page)
  const release = await holdApp(page)
  await page.goto('/rider/login', { waitUntil: 'commit' })
  const painted = page.locator('#prerender')
  await painted.getByLabel('Email').fill(DEMO_RIDER.email)
  await painted.getByLabel('Password', { exact: true }).fill('typed early')
  release()
  await expect(painted).toHaveCount(0)
  const app = page.locator('#root')
  await expect(app.getByLabel('Email')).toHaveValue(DEMO_RIDER.email)
  await expect(app.getByLabel('Password', { exact: true })).toHaveValue('typed early')
  await expect(app.getByLabel('Password', { exact: true })).toBeFocused()
  expect(await shifts()).toBe(0)
})

test('a Sign In tapped on the painted login before the app takes over is sent once the app is there', async ({
  page,
}) => {
  const release = await holdApp(page)
  await page.goto('/rider/login', { waitUntil: 'commit' })
  const painted = page.locator('#prerender')
  await painted.getByLabel('Email').fill(DEMO_RIDER.email)
  await painted.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await painted.locator('form').getByRole('button', { name: 'Sign In' }).click()
  // Not sent as a plain form (nothing typed goes out before the app handles it).
  await expect(page).toHaveURL(/\/rider\/login$/)
  release()
  await expect(page).toHaveURL(/\/rider$/)
  await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
})

test("a returning rider's dashboard is painted from the phone before any script, then the app shows the same deliveries without a shift; signed out, nothing of it is shown", async ({
  browser,
}) => {
  // A rider of the test's own with a delivery: the demo rider is out on deliveries of other journeys.
  const rider = await createOnlineRider('returning')
  await assignNewOrder(rider.email)
  // No service worker here: the page comes from the server, so only the kept paint can show it early.
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    await startSignedIn(page, rider.email)
    await page.goto('/rider')
    const app = page.locator('#root')
    const deliveries = app.getByRole('list', { name: 'Active deliveries' })
    await expect(deliveries.getByRole('link').first()).toBeVisible({ timeout: 30_000 })
    const numbers = await deliveries.getByRole('link', { name: /^Order #/ }).allTextContents()
    expect(numbers.length).toBeGreaterThan(0)
    // The paint is kept once the server's list has been on screen a moment.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('rider-last-paint') !== null)).toBe(true)

    const shifts = await recordShifts(page)
    const release = await holdApp(page)
    await page.goto('/rider', { waitUntil: 'commit' })
    const painted = page.locator('#prerender')
    await expect(painted.getByText(rider.fullName)).toBeVisible()
    expect(
      await painted
        .getByRole('list', { name: 'Active deliveries' })
        .getByRole('link', { name: /^Order #/ })
        .allTextContents(),
    ).toEqual(numbers)
    await expect(app).toBeHidden()
    release()
    await expect(painted).toHaveCount(0)
    expect(await deliveries.getByRole('link', { name: /^Order #/ }).allTextContents()).toEqual(numbers)
    expect(await shifts()).toBe(0)

    // Signed out: the next visit of /rider paints nothing kept, and the kept paint is gone.
    await app.getByRole('link', { name: 'Profile' }).click()
    await app.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/rider\/login$/)
    await page.goto('/rider', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
    await expect(page.getByText(rider.fullName)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('rider-last-paint'))).toBeNull()
  } finally {
    await context.close()
  }
})
