// Issue 2's platform rules, proven in a real browser against the production build.
import { expect, type Page, test } from '@playwright/test'
import { type LoadedShare, loadedShares } from '../support/federation.ts'
import { e2ePorts } from '../support/global-setup.ts'
import { navigateInApp } from '../support/navigation.ts'
import { DEMO_ADMIN, DEMO_OUTLET_MANAGER, DEMO_RIDER, startSignedIn } from '../support/sessions.ts'

// Each area, who may open it, and a stable marker of its own frame (not a page's placeholder text).
const AREAS = [
  { path: '/', remote: 'storefront', account: null },
  { path: '/admin', remote: 'admin', account: DEMO_ADMIN.email },
  { path: '/outlet', remote: 'outlet', account: DEMO_OUTLET_MANAGER.email },
  { path: '/rider', remote: 'rider', account: DEMO_RIDER.email },
] as const

/** The storefront's cart link in its navigation, or a portal's frame. */
function areaMarker(page: Page, area: (typeof AREAS)[number]) {
  return area.remote === 'storefront'
    ? page.getByRole('banner').getByRole('link', { name: /^Cart \d+ items?$/ })
    : // Until the app takes over, a pre-rendered first paint (/admin's) and the app's copy are both in the
      // page, one of them shown.
      page.locator(`[data-portal="${area.remote}"]`).filter({ visible: true })
}

function sharesOf(shares: LoadedShare[], pkg: string) {
  return shares.filter((share) => share.pkg === pkg)
}

function collectConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

for (const area of AREAS) {
  test(`the ${area.path} route loads the ${area.remote} remote and renders its frame`, async ({ page }) => {
    if (area.account) await startSignedIn(page, area.account)
    const entry = `http://127.0.0.1:${e2ePorts[area.remote]}/remoteEntry.js`
    const entryLoaded = page.waitForResponse((response) => response.url() === entry && response.ok())
    await page.goto(area.path)
    await entryLoaded
    await expect(areaMarker(page, area)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })
}

test('one React, one store and one Supabase client in the page, shared by the shell and the storefront', async ({
  page,
}) => {
  const messages = collectConsole(page)
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          { product: { id: 'p1', name: 'Beef Sausages', price: 12500, discount_price: null }, quantity: 2 },
          { product: { id: 'p2', name: 'Smoked Ham', price: 30000, discount_price: 27000 }, quantity: 1 },
        ],
        couponCode: null,
      }),
    )
  })
  await page.goto('/cart')

  // The storefront's cart page reads the shell's store through react-redux hooks...
  const items = page.getByRole('list', { name: 'Cart items' })
  await expect(items.getByRole('listitem')).toHaveCount(2)
  await expect(page.getByLabel('Quantity of Beef Sausages', { exact: true })).toHaveText('2')
  await expect(items).toContainText('UGX 25,000')
  await expect(page.getByRole('link', { name: 'Cart 3 items' })).toBeVisible()
  // ...and what it dispatches changes the shell's own badge.
  await page.getByRole('button', { name: 'Remove Beef Sausages' }).click()
  await expect(page.getByRole('link', { name: 'Cart 1 item' })).toBeVisible()

  // The storefront asks the shared package for the Supabase client (the contact page reads the outlets
  // with it), as the shell did to learn that nobody is signed in.
  await navigateInApp(page, '/account')
  await expect(page.getByText('You are not signed in.')).toBeVisible()
  await navigateInApp(page, '/contact')
  await expect(page.getByRole('list', { name: 'Outlets' }).getByRole('heading', { name: 'Nakasero' })).toBeVisible()

  const shares = await loadedShares(page)
  for (const pkg of ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit']) {
    expect(sharesOf(shares, pkg), `${pkg} is loaded once`).toHaveLength(1)
  }
  expect(sharesOf(shares, '@shop/shared/supabase'), 'one Supabase client module').toHaveLength(1)
  expect(sharesOf(shares, '@shop/shared/supabase')[0]?.useIn).toEqual(expect.arrayContaining(['shell', 'storefront']))
  expect(
    messages.filter((m) => /Invalid hook call|Multiple GoTrueClient|more than one copy of React/i.test(m)),
  ).toEqual([])
})

for (const area of AREAS.slice(1)) {
  test(`the ${area.remote} portal runs on the page's one React, store, router, Supabase client and data layer`, async ({
    page,
  }) => {
    const messages = collectConsole(page)
    await startSignedIn(page, area.account as string)
    // A storefront page that uses the store (each page's code loads with it, see mf-storefront/src/app/routes.tsx).
    await page.goto('/products')
    await expect(page.getByRole('heading', { name: /^All Products/ })).toBeVisible()
    await navigateInApp(page, area.path)
    await expect(areaMarker(page, area)).toBeVisible()
    if (area.remote === 'admin') {
      // The shop's one theme reaches the portal's own antd.
      await expect(page.getByRole('button', { name: 'View Orders' })).toHaveCSS('background-color', 'rgb(159, 29, 32)')
    }

    const shares = await loadedShares(page)
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      'react-redux',
      '@reduxjs/toolkit',
      '@supabase/supabase-js',
    ]) {
      expect(sharesOf(shares, pkg), `${pkg} is loaded once`).toHaveLength(1)
    }
    // Both the storefront and the portal took these from the share scope instead of a copy of their own.
    for (const pkg of ['react/jsx-runtime', 'react-router', '@shop/shared/store/hooks']) {
      expect(sharesOf(shares, pkg)[0]?.useIn, `the page's one ${pkg}`).toEqual(
        expect.arrayContaining(['storefront', area.remote]),
      )
    }
    // The store module itself the portal reaches through the hooks and the server-data layer, which the
    // storefront's page may have loaded first; the Supabase client module and the data layer: never a second
    // copy, whoever uses them.
    for (const pkg of ['@shop/shared/store', '@shop/shared/supabase', '@shop/shared/api']) {
      expect(sharesOf(shares, pkg).length, `copies of ${pkg}`).toBeLessThanOrEqual(1)
    }
    expect(
      messages.filter((m) => /Invalid hook call|Multiple GoTrueClient|more than one copy of React/i.test(m)),
    ).toEqual([])
  })
}

test('a first load downloads each file once: every preload the HTML makes is used', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text())
  })
  let downloads = new Map<string, number>()
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) {
      downloads.set(response.url(), (downloads.get(response.url()) ?? 0) + 1)
    }
  })
  await startSignedIn(page, DEMO_ADMIN.email)
  for (const path of ['/products', '/admin']) {
    downloads = new Map()
    await page.goto(path)
    await expect(
      path === '/admin' ? page.locator('[data-portal="admin"]').filter({ visible: true }) : page.getByRole('banner'),
    ).toBeVisible()
    // The app has taken over from the page's first paint: it has asked for every file it needs.
    await expect(page.locator('#prerender')).toHaveCount(0, { timeout: 30_000 })
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3500)
    expect(
      [...downloads].filter(([, count]) => count > 1).map(([url]) => url),
      path,
    ).toEqual([])
  }
  expect(warnings).toEqual([])
})
