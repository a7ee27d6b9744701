// The admin journeys' helpers: the demo admin's own REST calls (to set up or read what the screens
// show, under the admin's RLS like the screens), an accessibility check with axe, and small test images.
import { expect, type Locator, type Page } from '@playwright/test'
import { orderNumber } from '@shop/shared/orders/order-number'
import { expectAxeClean } from './axe.ts'
import { anonKey } from './buying.ts'
import { E2E_SUPABASE_URL } from './ports.ts'
import { DEMO_ADMIN, passwordSession } from './sessions.ts'

let tokenCache: string | null = null

async function adminToken(): Promise<string> {
  if (tokenCache) return tokenCache
  const session = (await passwordSession(DEMO_ADMIN.email)) as { access_token: string }
  tokenCache = session.access_token
  return tokenCache
}

/** A REST call as the demo admin; the parsed answer (null when empty). */
export async function asAdmin<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const key = await anonKey()
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${await adminToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      ...(init.headers as Record<string, string> | undefined),
    },
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
  return (body ? JSON.parse(body) : null) as T
}

/** A name no earlier run used. */
export const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

/** No WCAG 2.2 A/AA violation that axe can find on the page as it is now. */
export async function expectAccessible(page: Page) {
  await expectAxeClean(page)
}

/**
 * Picks `option` of the antd Select labelled `select` by keyboard: ArrowDown opens the list on the current
 * choice, then steps until the option is the active one, and Enter takes it. (Clicking antd's animated,
 * virtual option list once left a click waiting until a CI run timed out; the keys do not wait on it.)
 */
export async function chooseOption(scope: Page | Locator, select: string, option: string) {
  const page = 'page' in scope ? scope.page() : scope
  const box = scope.getByRole('combobox', { name: select })
  await box.focus()
  await box.press('ArrowDown')
  // This select's own list: the one before may still be fading out, with its own active option.
  await expect(box).toHaveAttribute('aria-controls', /.+/)
  const list = await box.getAttribute('aria-controls')
  const active = page
    .locator('.ant-select-dropdown', { has: page.locator(`[id="${list}"]`) })
    .locator('.ant-select-item-option-active')
  const seen: string[] = []
  for (let title = await active.getAttribute('title'); title !== option; title = await active.getAttribute('title')) {
    if (title === null || seen.includes(title))
      throw new Error(`${select} offers no "${option}" (only ${seen.join(', ')})`)
    seen.push(title)
    await box.press('ArrowDown')
    await expect(active).not.toHaveAttribute('title', title)
  }
  await box.press('Enter')
  const chosen = scope.locator('.ant-select', { has: page.getByRole('combobox', { name: select }) })
  await expect(chosen.getByTitle(option, { exact: true })).toBeVisible()
}

/** A real 2×2 PNG (red pixels, checksums intact: Storage decodes it to render thumbnails), as a file chooser would give it. */
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4wcBwggGMTzAwAAAZDgMhwQXcYQAAAABJRU5ErkJggg==',
  'base64',
)

/** "Order #10234": an order's name on every screen and in every mail, from its number on the server. */
export async function orderName(orderId: string): Promise<string> {
  const [order] = await asAdmin<{ number: number }[]>(`orders?select=number&id=eq.${orderId}`)
  if (!order) throw new Error(`no order ${orderId}`)
  return orderNumber(order.number)
}
