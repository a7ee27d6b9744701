import { describe, expect, it } from 'vitest'
import { parseServerQuote } from './quote-api.ts'

// quote_order's answer as the SQL builds it (20261121001600_order_pricing.sql).
const answer = {
  items: [
    {
      product_id: 'p-1',
      name: 'Beef Sausages 500 g',
      quantity: 2,
      price: 14000,
      discount_price: 12500,
      unit_price: 12500,
      line_total: 25000,
      stock: 40,
      in_stock: true,
    },
  ],
  subtotal: 25000,
  coupon_code: null,
  discount_percent: 0,
  discount_amount: 0,
  delivery_fee: 5000,
  free_delivery_threshold: 100000,
  total_amount: 30000,
  currency: 'UGX',
}

describe("quote_order's answer", () => {
  it('reads every figure and line', () => {
    expect(parseServerQuote(answer)).toEqual(answer)
  })

  it('refuses an answer of another shape, naming the field', () => {
    expect(() => parseServerQuote({ ...answer, total_amount: '30000' })).toThrow(
      'quote_order.total_amount is not a number',
    )
    expect(() => parseServerQuote({ ...answer, items: [{ ...answer.items[0], in_stock: null }] })).toThrow(
      'quote_order.items[0].in_stock is not a boolean',
    )
  })
})
