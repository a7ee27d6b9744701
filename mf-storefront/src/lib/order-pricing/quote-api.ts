// The server's figures for a cart (SQL `quote_order`, the same rule `place_order` charges), for the cart
// and checkout summaries.
import type { CartLine } from '@shop/shared/cart'
import { getSupabase } from '@shop/shared/supabase'

export interface QuoteRequestLine {
  product_id: string
  quantity: number
}

/** What the server prices (quote_order, place_order): product ids and quantities, never prices. */
export function quoteItems(lines: readonly CartLine[]): QuoteRequestLine[] {
  return lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity }))
}

export interface ServerQuoteLine {
  product_id: string
  name: string
  quantity: number
  price: number
  discount_price: number | null
  unit_price: number
  line_total: number
  stock: number
  in_stock: boolean
}

export interface ServerQuote {
  items: ServerQuoteLine[]
  subtotal: number
  coupon_code: string | null
  discount_percent: number
  discount_amount: number
  delivery_fee: number
  free_delivery_threshold: number
  total_amount: number
  currency: string
}

/** A failed quote_order, with PostgREST's code and details (invalid_coupon, product_not_found: @shop/shared/errors). */
export class QuoteError extends Error {
  override name = 'QuoteError'
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly details: string | undefined,
  ) {
    super(message)
  }
}

/**
 * An answer is reused for the same lines and code this long: applying a coupon asks the server, and the
 * summary that then shows the coupon would otherwise ask the same question again a moment later.
 */
const REUSE_MS = 3_000
const recentQuotes = new Map<string, { askedAt: number; answer: Promise<ServerQuote> }>()

/** The percent of each coupon the server has confirmed during this visit, for the summaries' instant preview. */
const couponPercents = new Map<string, number>()

export function confirmedCouponPercent(code: string): number | null {
  return couponPercents.get(code) ?? null
}

export function quoteOrder(items: QuoteRequestLine[], couponCode: string | null): Promise<ServerQuote> {
  const now = Date.now()
  for (const [key, { askedAt }] of recentQuotes) if (now - askedAt >= REUSE_MS) recentQuotes.delete(key)
  const key = JSON.stringify([items, couponCode])
  const recent = recentQuotes.get(key)
  if (recent) return recent.answer
  const answer = askServer(items, couponCode)
  recentQuotes.set(key, { askedAt: now, answer })
  // A refusal or a failed request is asked again next time.
  answer.catch(() => {
    if (recentQuotes.get(key)?.answer === answer) recentQuotes.delete(key)
  })
  return answer
}

async function askServer(items: QuoteRequestLine[], couponCode: string | null): Promise<ServerQuote> {
  const client = await getSupabase()
  const { data, error } = await client.rpc('quote_order', { items, coupon_code: couponCode })
  if (error) throw new QuoteError(error.message, error.code, error.details ?? undefined)
  const quote = data as ServerQuote
  if (quote.coupon_code) couponPercents.set(quote.coupon_code, quote.discount_percent)
  return quote
}
