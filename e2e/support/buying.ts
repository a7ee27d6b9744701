// Helpers of the buying journeys (cart, checkout, orders, payments): seeded products read over REST, a
// cart put in the browser's storage as a visitor's earlier visit would leave it, the server's own quote
// and orders to compare with what the page shows, and reading the order summary as a person does.
import { expect, type Locator, type Page } from '@playwright/test'
import { E2E_SHELL_URL, E2E_SUPABASE_URL } from './ports.ts'

export interface SeededProduct {
  id: string
  name: string
  price: number
  discount_price: number | null
  stock: number
  image_urls: string[]
}

let anonKeyCache: string | null = null

export async function anonKey(): Promise<string> {
  if (anonKeyCache) return anonKeyCache
  const response = await fetch(`${E2E_SHELL_URL}/config.json`)
  anonKeyCache = ((await response.json()) as { supabaseAnonKey: string }).supabaseAnonKey
  return anonKeyCache
}

async function rest<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const key = await anonKey()
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${init.token ?? key}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
  return JSON.parse(body) as T
}

/** Seeded products by name (supabase/seed/data), as the catalogue holds them now. */
export async function products(...names: string[]): Promise<SeededProduct[]> {
  const list = names.map((name) => `"${name}"`).join(',')
  const rows = await rest<SeededProduct[]>(
    `products?select=id,name,price,discount_price,stock,image_urls&name=in.(${encodeURIComponent(list)})`,
  )
  return names.map((name) => {
    const row = rows.find((r) => r.name === name)
    if (!row) throw new Error(`no seeded product named ${name}`)
    return {
      ...row,
      price: Number(row.price),
      discount_price: row.discount_price === null ? null : Number(row.discount_price),
    }
  })
}

export interface ServerQuote {
  subtotal: number
  discount_amount: number
  delivery_fee: number
  total_amount: number
  discount_percent: number
}

/** quote_order as the server answers it for these lines and coupon. */
export function serverQuote(lines: Array<[SeededProduct, number]>, coupon: string | null = null): Promise<ServerQuote> {
  return rest<ServerQuote>('rpc/quote_order', {
    method: 'POST',
    body: JSON.stringify({
      items: lines.map(([product, quantity]) => ({ product_id: product.id, quantity })),
      coupon_code: coupon,
    }),
  })
}

/** A customer's access token (password grant), to read what the server holds for them. */
export async function accessToken(account: { email: string; password: string }): Promise<string> {
  const key = await anonKey()
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  if (!response.ok) throw new Error(`sign-in of ${account.email} answered ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

export interface StoredOrder {
  id: string
  number: number
  status: string
  payment_status: string
  payment_method: string
  subtotal: number
  discount_amount: number
  delivery_fee: number
  total_amount: number
  coupon_code: string | null
  delivery_latitude: number
  delivery_longitude: number
  created_at: string
}

/** The customer's orders as the server holds them, newest first. */
export function ordersOf(token: string): Promise<StoredOrder[]> {
  return rest<StoredOrder[]>(
    'orders?select=id,number,status,payment_status,payment_method,subtotal,discount_amount,delivery_fee,total_amount,coupon_code,delivery_latitude,delivery_longitude,created_at&order=created_at.desc',
    { token },
  )
}

/** The stored cart row of a customer ({items, coupon_code}), or null. */
export async function storedCart(
  token: string,
): Promise<{ items: Array<{ product_id: string; quantity: number }>; coupon_code: string | null } | null> {
  const rows = await rest<
    Array<{ items: Array<{ product_id: string; quantity: number }>; coupon_code: string | null }>
  >('carts?select=items,coupon_code', { token })
  return rows[0] ?? null
}

/** "UGX 12,500", as the shop shows money. */
export function ugx(amount: number): string {
  return `UGX ${Math.round(amount).toLocaleString('en-US')}`
}

/**
 * Puts a cart in the page's storage before its first load (as an earlier visit would have left it);
 * later reloads keep whatever the page has made of it since.
 */
export async function seedCart(page: Page, lines: Array<[SeededProduct, number]>, couponCode: string | null = null) {
  const cart = {
    items: lines.map(([product, quantity]) => ({
      product: {
        id: product.id,
        name: product.name,
        price: product.price,
        discount_price: product.discount_price,
        image_url: product.image_urls[0] ?? null,
        stock: product.stock,
      },
      quantity,
    })),
    couponCode,
  }
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return
    sessionStorage.setItem('e2e-cart-seeded', '1')
    localStorage.setItem('cart', value)
  }, JSON.stringify(cart))
}

/** The order summary box of the cart or checkout. */
export function orderSummary(page: Page): Locator {
  return page.getByRole('region', { name: 'Order Summary' })
}

/** The figure a summary shows for a row ("Subtotal", "Delivery Fee", "Total", or "Discount…"). */
export function summaryFigure(summary: Locator, label: string | RegExp): Locator {
  return summary
    .locator('div')
    .filter({ has: summary.page().locator('dt', { hasText: label }) })
    .locator('dd')
}

/** Waits until the summary shows the server's figures for these lines and coupon. */
export async function expectServerFigures(page: Page, quote: ServerQuote) {
  const summary = orderSummary(page)
  await expect(summaryFigure(summary, 'Subtotal')).toHaveText(ugx(quote.subtotal))
  if (quote.discount_amount > 0) {
    await expect(summaryFigure(summary, /^Discount/)).toHaveText(`-${ugx(quote.discount_amount)}`)
  } else {
    await expect(summary.locator('dt', { hasText: /^Discount/ })).toHaveCount(0)
  }
  await expect(summaryFigure(summary, 'Delivery Fee')).toHaveText(
    quote.delivery_fee === 0 ? 'Free' : ugx(quote.delivery_fee),
  )
  await expect(summaryFigure(summary, /^Total$/)).toHaveText(ugx(quote.total_amount))
  await expect(summary).not.toHaveAttribute('aria-busy', 'true')
}

/** The top navigation's cart link, which names the count ("Cart 3 items"). */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ })
}
