// The rider app as an installed web app, in a persistent browser profile as a rider's phone has one (an
// incognito context is never installable): Chromium's installability check finds nothing wrong with
// /rider; the install prompt; after one visit the dashboard and an order open with the network off,
// marked as possibly out of date; a push delivered to the service worker shows a notification that opens
// the order; a redeploy of mf-rider reaches the installed app, which never serves the storefront.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BrowserContext, expect as baseExpect, chromium, type Page, test } from '@playwright/test'
import { assignmentMessage } from '@shop/supabase/functions/notifications/assignment-message'
import { DEMO_PASSWORD } from '../support/accounts.ts'
import { orderName } from '../support/admin.ts'
import { chromiumLaunchOptions } from '../support/chromium.ts'
import { e2ePorts } from '../support/global-setup.ts'
import { startPlatform } from '../support/platform.ts'
import { E2E_SHELL_URL, E2E_SUPABASE_URL, e2eExtraPort } from '../support/ports.ts'
import { buildRelease } from '../support/redeploy.ts'
import {
  assignOrderToDemoRider,
  expectRiderAccessible,
  openEveryAssignment,
  rest,
  sessionOf,
} from '../support/rider.ts'
import { DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

// The first paint of a remote on a machine busy with other suites can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ timeout: 240_000 })

// The demo rider has opened the orders the back office gave him: no job alert over these journeys.
test.beforeEach(() => openEveryAssignment(DEMO_RIDER.email))

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }

interface Profile {
  context: BrowserContext
  page: Page
  close(): Promise<void>
}

/** A browser with a profile on disk (what an installed web app needs), at `baseURL`. */
async function persistentBrowser(baseURL: string): Promise<Profile> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rider-profile-'))
  const context = await chromium.launchPersistentContext(dir, { ...chromiumLaunchOptions(), ...PHONE, baseURL })
  const page = context.pages()[0] ?? (await context.newPage())
  return {
    context,
    page,
    close: async () => {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The rider app's service worker is running and controls the page (the first visit's files are kept). */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
  })
}

/** Waits until the worker has no fetch in flight for a while: what the first visit loads has been kept. */
async function untilKept(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys()
          return names.some((name) => name === 'rider-pages') && names.some((name) => name === 'rider-static')
        }),
      { timeout: 30_000 },
    )
    .toBe(true)
  // The pages' code is fetched through the worker after it starts: let that finish.
  await page.waitForLoadState('networkidle')
}

/**
 * The demo rider with an order assigned, after one visit of /rider on a phone whose worker now controls the
 * page and has kept what the visit loaded (the starting point of the offline journeys).
 */
async function firstVisitWithAnOrder(): Promise<{ phone: Profile; orderId: string; number: string }> {
  const orderId = await assignOrderToDemoRider()
  const number = await orderName(orderId)
  const phone = await persistentBrowser(E2E_SHELL_URL)
  try {
    const { page } = phone
    await startSignedIn(page, DEMO_RIDER.email)
    await page.goto('/rider')
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible()
    await untilControlled(page)
    await untilKept(page)
    return { phone, orderId, number }
  } catch (error) {
    await phone.close()
    throw error
  }
}

async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    return installabilityErrors.map((error) => error.errorId)
  } finally {
    await cdp.detach()
  }
}

test('Chromium finds /rider installable in a persistent profile (and, as expected, not in an incognito one)', async ({
  page: incognito,
}) => {
  const phone = await persistentBrowser(E2E_SHELL_URL)
  try {
    const { page } = phone
    await page.goto('/rider/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/rider.webmanifest')
    await untilControlled(page)
    await expect.poll(() => installabilityErrors(page), { timeout: 30_000 }).toEqual([])
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${E2E_SHELL_URL}/rider`)
  } finally {
    await phone.close()
  }

  // The check itself works: Playwright's usual context is incognito, which Chromium says.
  await incognito.goto('/rider/login')
  await expect(incognito.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
  await expect.poll(() => installabilityErrors(incognito)).toContain('in-incognito')
})

test('a visit of the storefront alone registers the rider app worker for /rider once the page has loaded, and the storefront stays uncontrolled', async () => {
  const phone = await persistentBrowser(E2E_SHELL_URL)
  try {
    const { page } = phone
    // When the page asks for the registration: the state of the page then.
    await page.addInitScript(() => {
      const worker = navigator.serviceWorker
      const register = worker.register.bind(worker)
      worker.register = (...args: Parameters<typeof register>) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
        ;(window as unknown as { asked?: unknown[] }).asked = [
          ...((window as unknown as { asked?: unknown[] }).asked ?? []),
          {
            url: String(args[0]),
            scope: args[1]?.scope,
            readyState: document.readyState,
            loaded: (navigation?.loadEventEnd ?? 0) > 0,
          },
        ]
        return register(...args)
      }
    })
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Meats, Delivered Fresh in Kampala' }),
    ).toBeVisible()
    const riderScope = `${E2E_SHELL_URL}/rider`
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map((r) => ({ scope: r.scope, active: r.active?.state })),
        ),
      )
      .toEqual([{ scope: riderScope, active: 'activated' }])
    expect(await page.evaluate(() => (window as unknown as { asked?: unknown[] }).asked)).toEqual([
      { url: '/service-worker.js', scope: '/rider', readyState: 'complete', loaded: true },
    ])
    // The worker is there, but the storefront is not its page: uncontrolled, now and on the next load.
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    const again = await page.reload()
    expect(again?.fromServiceWorker()).toBe(false)
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
  } finally {
    await phone.close()
  }
})

test('the install prompt shows about 3 s after the browser offers to install, on the login page too; Install App asks the browser', async () => {
  const phone = await persistentBrowser(E2E_SHELL_URL)
  try {
    const { page } = phone
    // In the page's flow, after its content (a region), never over it: rider-phone.spec.ts.
    const prompt = page.getByRole('region', { name: 'Install Rider App' })
    // The browser's offer (the event Chromium fires when the app is installable), with a prompt() that
    // records being asked: Chromium's own would open its install prompt.
    const offer = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt?: () => Promise<void>
          userChoice?: Promise<{ outcome: string; platform: string }>
        }
        const shown = window as unknown as { prompted?: number }
        event.prompt = async () => {
          shown.prompted = (shown.prompted ?? 0) + 1
        }
        event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' })
        window.dispatchEvent(event)
        return { defaultPrevented: event.defaultPrevented, at: Date.now() }
      })

    // Signed out, on the login page, where the browser usually makes its offer.
    await page.goto('/rider/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Rider Portal' })).toBeVisible()
    // The browser offers once the app has linked its manifest (the heading may still be the pre-rendered copy).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/rider.webmanifest')
    const atLogin = await offer()
    expect(atLogin.defaultPrevented).toBe(true)
    await page.waitForTimeout(2_000)
    await expect(prompt).toHaveCount(0)
    await expect(prompt).toBeVisible({ timeout: 5_000 })
    expect((await page.evaluate(() => Date.now())) - atLogin.at).toBeGreaterThanOrEqual(2_900)
    await expect(prompt.getByText('Get quick access and real-time delivery updates')).toBeVisible()
    await expect(prompt.getByRole('button', { name: 'Install App' })).toBeVisible()
    await expectRiderAccessible(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // Signing in with the offer unanswered: the dashboard still offers it, once.
    await page.getByLabel('Email').fill(DEMO_RIDER.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
    await expect(prompt).toHaveCount(1)
    await expect(prompt).toBeVisible()
    await untilControlled(page)

    // A later offer replaces it (Chromium makes its own once the worker controls the page), shown 3 s after.
    const later = await offer()
    // The app keeps the offer for its own prompt instead of the browser's mini-infobar.
    expect(later.defaultPrevented).toBe(true)
    await page.waitForTimeout(2_000)
    await expect(prompt).toHaveCount(0)
    await expect(prompt).toBeVisible({ timeout: 5_000 })
    expect((await page.evaluate(() => Date.now())) - later.at).toBeGreaterThanOrEqual(2_900)
    await prompt.getByRole('button', { name: 'Install App' }).click()
    await expect(prompt).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)

    // Once installed, the browser says so and no prompt comes back.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await offer()
    await page.waitForTimeout(4_000)
    await expect(prompt).toHaveCount(0)
  } finally {
    await phone.close()
  }
})

test('after one visit, the dashboard and an order open with the network off, marked as possibly out of date', async () => {
  const { phone, orderId, number } = await firstVisitWithAnOrder()
  try {
    const { page, context } = phone

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByText('You are offline. Some features may be limited.')).toBeVisible()
    await expect(page.getByText(/^Saved on this phone at .+: these deliveries may be out of date\.$/)).toBeVisible()
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible()

    // An order's page, opened by its address with no connection (a fresh load, not the app's router).
    await page.goto(`/rider/orders/${orderId}`)
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
    await expect(page.getByText(/^Saved on this phone at .+: this order may be out of date\.$/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirm Pickup' })).toBeVisible()

    await context.setOffline(false)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
    await expect(page.getByText(/may be out of date/)).toHaveCount(0)
  } finally {
    await phone.close()
  }
})

test('a returning rider with no connection sees the kept deliveries at once, not after the API has given up', async () => {
  const { phone, number } = await firstVisitWithAnOrder()
  try {
    const { page, context } = phone

    // The phone says it is offline: the deliveries and the warning, with no wait for Auth's or the API's
    // retries (about 9 s before), and the page never showed the sign-in spinner.
    await context.setOffline(true)
    const started = Date.now()
    await page.reload()
    const app = page.locator('#root')
    await expect(app.getByText(/^Saved on this phone at .+: these deliveries may be out of date\.$/)).toBeVisible({
      timeout: 5_000,
    })
    await expect(app.getByRole('link', { name: number, exact: true })).toBeVisible()
    expect(Date.now() - started).toBeLessThan(5_000)
    await context.setOffline(false)

    // The phone thinks it is online but the API cannot be reached (a failing connection): the kept
    // deliveries show at once all the same, while the API is still being tried.
    await context.route(`${E2E_SUPABASE_URL}/**`, (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(app.getByRole('link', { name: number, exact: true })).toBeVisible({ timeout: 5_000 })
    await expect(app.getByText(/^Saved on this phone at .+: these deliveries may be out of date\.$/)).toBeVisible({
      timeout: 30_000,
    })
  } finally {
    await phone.close()
  }
})

test('a push delivered to the service worker while the app is closed shows the assignment, and opening it goes to the order', async () => {
  const phone = await persistentBrowser(E2E_SHELL_URL)
  try {
    const { page, context } = phone
    await context.grantPermissions(['notifications'], { origin: E2E_SHELL_URL })
    await startSignedIn(page, DEMO_RIDER.email)
    await page.goto('/rider')
    await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
    await untilControlled(page)
    // The rider app is closed: the browser shows a shop page, which the worker does not control.
    await page.goto('/')
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
    const orderId = await assignOrderToDemoRider()

    // The push service's delivery, as Chromium hands it to the worker (DevTools' "Push" button).
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const rider = registrations.find((r) => r.scopeURL === `${E2E_SHELL_URL}/rider` && !r.isDeleted)
        if (rider) resolve(rider.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    // What the notifications function sends for this assignment (supabase/functions/notifications).
    const [order] = await rest<Parameters<typeof assignmentMessage>[0][]>(
      await sessionOf(DEMO_RIDER.email),
      `orders?id=eq.${orderId}&select=id,number,rider_id,status,total_amount,shipping_address`,
    )
    if (!order) throw new Error('the assigned order is not readable by its rider')
    const payload = assignmentMessage(order)
    // It names the order as the rider app does.
    const number = await orderName(orderId)
    expect(payload.body).toMatch(new RegExp(`^${number} to .+: UGX [\\d,]+$`))
    // Reading the notifications while the browser is still putting one up can lose it (Chromium drops
    // a stored notification it does not yet see displayed): the worker's own call is awaited first.
    const [worker] = context.serviceWorkers()
    if (!worker) throw new Error('the rider app has no service worker running')
    await worker.evaluate(() => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; notificationShown?: Promise<void> }
      const show = scope.registration.showNotification.bind(scope.registration)
      scope.registration.showNotification = (...shown) => {
        scope.notificationShown = show(...shown)
        return scope.notificationShown
      }
    })
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: E2E_SHELL_URL,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    })
    await worker.evaluate(async () => {
      const scope = self as unknown as { notificationShown?: Promise<void> }
      while (!scope.notificationShown) await new Promise((next) => setTimeout(next, 50))
      await scope.notificationShown
    })

    // The rider app's registration, read from any page of the origin (the shop's page is not in its scope).
    const shown = () =>
      page.evaluate(async () =>
        ((await (await navigator.serviceWorker.getRegistration('/rider'))?.getNotifications()) ?? []).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      )
    await expect
      .poll(shown)
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }])

    // Opening it: the worker's notificationclick, as the phone's notification tray fires it (the headless
    // browser has no tray to tap). An event the test dispatches carries no user gesture, with which alone
    // a worker may open a new window, so the rider app is open again, on its dashboard.
    await page.goto('/rider')
    await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
    await untilControlled(page)
    const [controller] = context.serviceWorkers()
    expect(controller?.url()).toBe(`${E2E_SHELL_URL}/service-worker.js`)
    await controller?.evaluate(async (tag) => {
      // The worker's globals (the e2e tests are typed for pages, not workers).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const [notification] = await scope.registration.getNotifications({ tag })
      if (!notification) throw new Error('no notification to open')
      self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    }, payload.tag)
    await expect(page).toHaveURL(`${E2E_SHELL_URL}/rider/orders/${orderId}`)
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible()
    await expect.poll(shown).toEqual([])
  } finally {
    await phone.close()
  }
})

/** Release 2 of the rider app: its routes module wrapped in a banner. */
const RELEASE_2_ROUTES = `import Release1 from './routes-release-1.tsx'

export default function Release2() {
  return (
    <>
      <aside data-release="2" aria-label="Release notes">
        Rider release 2
      </aside>
      <Release1 />
    </>
  )
}
`

test('a redeploy of mf-rider reaches the installed app on its next load, and its pages are kept for offline; the storefront is never served by the worker', async () => {
  const release = buildRelease('mf-rider', RELEASE_2_ROUTES)
  try {
    const ports = { ...e2ePorts, shell: e2eExtraPort(26), rider: e2eExtraPort(28) }
    const platform = await startPlatform({ ports, only: ['shell', 'rider'] })
    const phone = await persistentBrowser(platform.shellUrl)
    try {
      const { page, context } = phone
      await startSignedIn(page, DEMO_RIDER.email)
      await page.goto('/rider')
      await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
      await untilControlled(page)
      await untilKept(page)
      await expect(page.locator('[data-release]')).toHaveCount(0)

      // Deploy: the rider host now serves release 2; the shell is not rebuilt.
      await platform.stop('rider')
      await platform.start('rider', release.dist)
      await page.reload()
      await expect(page.getByRole('complementary', { name: 'Release notes' })).toContainText('Rider release 2')
      await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
      await untilKept(page)

      // Offline, the installed app is the new release (its files were kept), not the first one.
      await context.setOffline(true)
      await page.reload()
      await expect(page.getByRole('complementary', { name: 'Release notes' })).toContainText('Rider release 2')
      await expect(page.getByRole('heading', { name: 'Active Deliveries' })).toBeVisible()
      await context.setOffline(false)

      // The shop's pages in the same browser are never answered by the rider app's worker.
      const home = await page.goto('/')
      expect(home?.fromServiceWorker()).toBe(false)
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
      const script = await page.evaluate(async () => (await fetch('/service-worker.js')).status)
      expect(script).toBe(200)
    } finally {
      await phone.close()
      await platform.close()
    }
  } finally {
    release.dispose()
  }
})
