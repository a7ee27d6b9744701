// The server's figures for a cart (SQL `quote_order`, the same rule `place_order` charges), for the cart
// and checkout summaries and the coupon form, injected into the shared api.
import { api, supabaseQuery } from '@shop/shared/api'
import type { CartLine } from '@shop/shared/cart'
import type { Json } from '@shop/shared/database'
import { jsonFields } from '@shop/shared/supabase/json'

// A type alias (an interface is not assignable to the `items` argument's Json).
export type QuoteRequestLine = {
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

export interface QuoteRequest {
  items: QuoteRequestLine[]
  couponCode: string | null
}

/** What the server is asked for these lines and code. */
export function quoteRequest(lines: readonly CartLine[], couponCode: string | null): QuoteRequest {
  return { items: quoteItems(lines), couponCode }
}

export const quoteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A refusal (invalid_coupon, product_not_found: @shop/shared/errors) is the query's error. */
    orderQuote: supabaseQuery(build, {
      query:
        ({ items, couponCode }: QuoteRequest) =>
        (db) =>
          db.rpc('quote_order', { items, coupon_code: couponCode ?? undefined }),
      transformResponse: (data) => parseServerQuote(data),
      // Applying a coupon asks the server, and the summary that then shows the coupon asks the same question
      // a moment later: it takes this answer. Nothing else keeps one longer than a few seconds.
      keepUnusedDataFor: 3,
    }),
  }),
})

export const { useOrderQuoteQuery, useLazyOrderQuoteQuery } = quoteApi

/** quote_order's jsonb answer (migration 20261121001600_order_pricing.sql) as a ServerQuote. */
export function parseServerQuote(data: Json): ServerQuote {
  const quote = jsonFields(data, 'quote_order')
  return {
    items: quote.array('items').map((item, index) => {
      const line = jsonFields(item, `quote_order.items[${index}]`)
      return {
        product_id: line.string('product_id'),
        name: line.string('name'),
        quantity: line.number('quantity'),
        price: line.number('price'),
        discount_price: line.numberOrNull('discount_price'),
        unit_price: line.number('unit_price'),
        line_total: line.number('line_total'),
        stock: line.number('stock'),
        in_stock: line.boolean('in_stock'),
      }
    }),
    subtotal: quote.number('subtotal'),
    coupon_code: quote.stringOrNull('coupon_code'),
    discount_percent: quote.number('discount_percent'),
    discount_amount: quote.number('discount_amount'),
    delivery_fee: quote.number('delivery_fee'),
    free_delivery_threshold: quote.number('free_delivery_threshold'),
    total_amount: quote.number('total_amount'),
    currency: quote.string('currency'),
  }
}
