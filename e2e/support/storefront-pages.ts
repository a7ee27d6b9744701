// Walking the storefront as a customer sees it, for the suites that check every page the same way
// (accessibility, phone layouts).
import { expect, type Page } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import { DEMO_CUSTOMER } from './accounts.ts'
import { accessToken, ordersOf } from './buying.ts'
import { startSignedIn } from './sessions.ts'

/** Opens a page and waits until the app itself (not only the pre-rendered first paint) has rendered it. */
export async function openRendered(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('#root main')).toBeVisible()
  await expect(page.locator('#prerender')).toHaveCount(0)
  await expect(page.locator('main[aria-busy="true"], main [aria-busy="true"], .page-spinner')).toHaveCount(0)
}

/** As the demo customer (who has past orders): My Orders, the newest order and My Account, each checked. */
export async function walkOrdersAndAccount(page: Page, check: (what: string) => Promise<void>) {
  const [order] = await ordersOf(await accessToken(DEMO_CUSTOMER))
  await startSignedIn(page, DEMO_CUSTOMER.email)
  await openRendered(page, '/orders')
  await expect(page.getByText(orderNumber(order?.number ?? 0)).first()).toBeVisible()
  await check('My Orders')
  await openRendered(page, `/orders/${order?.id}`)
  await expect(page.getByRole('heading', { level: 1, name: orderNumber(order?.number ?? 0) })).toBeVisible()
  await check('an order')
  await openRendered(page, '/account')
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible()
  await check('My Account')
}
