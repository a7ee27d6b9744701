// Issue 2's platform rules, proven in a real browser against the production build.
import { expect, type Page, test } from '@playwright/test'
import { loadedShares } from '../support/federation.ts'
import { e2ePorts } from '../support/global-setup.ts'
import { navigateInApp } from '../support/navigation.ts'

const AREAS = [
  { path: '/', remote: 'storefront', heading: 'Premium Meats, Delivered Fresh in Kampala' },
  { path: '/admin', remote: 'admin', heading: 'Dashboard' },
  { path: '/outlet', remote: 'outlet', heading: 'Outlet Dashboard' },
  { path: '/rider', remote: 'rider', heading: 'Active Deliveries' },
] as const

function collectConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

for (const area of AREAS) {
  test(`the ${area.path} route loads the ${area.remote} remote and renders its content`, async ({ page }) => {
    const entry = `http://127.0.0.1:${e2ePorts[area.remote]}/remoteEntry.js`
    const entryLoaded = page.waitForResponse((response) => response.url() === entry && response.ok())
    await page.goto(area.path)
    await entryLoaded
    await expect(page.getByRole('heading', { level: 1, name: area.heading, exact: true })).toBeVisible()
  })
}

test('one React, one store and one Supabase client in the page, shared by the shell and every remote', async ({
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
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
  // ...and what it dispatches changes the shell's own badge.
  await page.getByRole('button', { name: 'Remove Beef Sausages' }).click()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

  // The storefront asks the shared package for the Supabase client (the contact page reads the outlets
  // with it), as the shell did to learn that nobody is signed in.
  await navigateInApp(page, '/account')
  await expect(page.getByText('You are not signed in.')).toBeVisible()
  await navigateInApp(page, '/contact')
  await expect(page.getByRole('list', { name: 'Outlets' }).getByRole('heading', { name: 'Nakasero' })).toBeVisible()

  for (const area of AREAS.slice(1)) {
    await navigateInApp(page, area.path)
    await expect(page.getByRole('heading', { level: 1, name: area.heading, exact: true })).toBeVisible()
  }
  // antd's theme from the shell's ConfigProvider reaches a remote's antd button: one antd.
  await navigateInApp(page, '/admin')
  await expect(page.getByRole('button', { name: 'View Orders' })).toHaveCSS('background-color', 'rgb(159, 29, 32)')

  const shares = await loadedShares(page)
  const byPkg = new Map<string, typeof shares>()
  for (const share of shares) byPkg.set(share.pkg, [...(byPkg.get(share.pkg) ?? []), share])
  for (const pkg of ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'antd']) {
    expect(byPkg.get(pkg), `${pkg} is loaded once`).toHaveLength(1)
  }
  // Each remote took these from the share scope instead of running a copy of its own.
  for (const pkg of ['react/jsx-runtime', 'react-router', '@shop/shared/store', '@shop/shared/store/hooks']) {
    const [share] = byPkg.get(pkg) ?? []
    for (const app of ['storefront', 'admin', 'outlet', 'rider']) {
      expect(share?.useIn, `${app} uses the page's one ${pkg}`).toContain(app)
    }
  }
  expect(byPkg.get('@shop/shared/supabase'), 'one Supabase client module').toHaveLength(1)
  expect(byPkg.get('@shop/shared/supabase')?.[0]?.useIn).toEqual(expect.arrayContaining(['shell', 'storefront']))
  expect(byPkg.get('@supabase/supabase-js'), 'one supabase-js').toHaveLength(1)
  expect(
    messages.filter((m) => /Invalid hook call|Multiple GoTrueClient|more than one copy of React/i.test(m)),
  ).toEqual([])
})
