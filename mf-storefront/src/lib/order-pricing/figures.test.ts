import type { CartLine } from '@shop/shared/cart'
import { DEFAULT_PRICING_SETTINGS } from '@shop/shared/pricing'
import { describe, expect, it } from 'vitest'
import { previewFigures, refreshedLines, serverFigures } from './figures.ts'
import type { ServerQuote } from './quote-api.ts'

const line = (id: string, price: number, discount_price: number | null, quantity: number): CartLine => ({
  product: { id, name: `Product ${id}`, price, discount_price },
  quantity,
})

/** quote_order's answer for the same lines, as the SQL rule computes it (supabase/tests prove that rule). */
function serverAnswer(lines: CartLine[], coupon: string | null, percent: number): ServerQuote {
  const items = lines.map(({ product, quantity }) => {
    const unit = product.discount_price ?? product.price
    return {
      product_id: product.id,
      name: product.name,
      quantity,
      price: product.price,
      discount_price: product.discount_price,
      unit_price: unit,
      line_total: unit * quantity,
      stock: 50,
      in_stock: true,
    }
  })
  const subtotal = items.reduce((sum, item) => sum + item.line_total, 0)
  const discount = Math.round((subtotal * percent) / 100)
  const fee = subtotal - discount >= 100000 ? 0 : 5000
  return {
    items,
    subtotal,
    coupon_code: coupon,
    discount_percent: percent,
    discount_amount: discount,
    delivery_fee: fee,
    free_delivery_threshold: 100000,
    total_amount: subtotal - discount + fee,
    currency: 'UGX',
  }
}

describe('order summary figures', () => {
  it('the instant preview shows the same figures as the server for the same cart', () => {
    const carts: Array<[CartLine[], string | null, number]> = [
      [[line('a', 12500, null, 2)], null, 0],
      [[line('a', 12500, null, 2), line('b', 30000, 27000, 1)], 'MEAT15', 15],
      [[line('a', 45000, null, 3)], 'WELCOME10', 10],
      [[line('a', 20000, null, 5)], null, 0],
      [[line('a', 20000, null, 6)], 'SUMMER20', 20],
    ]
    for (const [lines, coupon, percent] of carts) {
      const preview = previewFigures(lines, coupon, coupon ? percent : null, DEFAULT_PRICING_SETTINGS)
      expect(preview).toEqual(serverFigures(serverAnswer(lines, coupon, percent)))
    }
  })

  it('delivery is free once the subtotal after discount reaches the threshold', () => {
    const figures = previewFigures([line('a', 20000, null, 5)], null, null, DEFAULT_PRICING_SETTINGS)
    expect(figures).toMatchObject({ subtotal: 100000, deliveryFee: 0, freeDelivery: true, totalAmount: 100000 })
    const justBelow = previewFigures([line('a', 20000, null, 5)], 'MEAT15', 15, DEFAULT_PRICING_SETTINGS)
    expect(justBelow).toMatchObject({ discountAmount: 15000, deliveryFee: 5000, amountToFreeDelivery: 15000 })
  })

  it('follows the shop settings, not literals', () => {
    const figures = previewFigures([line('a', 10000, null, 1)], null, null, {
      deliveryFee: 3000,
      freeDeliveryThreshold: 10000,
    })
    expect(figures).toMatchObject({ deliveryFee: 0, freeDelivery: true })
  })

  it('the server quote corrects prices that changed since the product was added', () => {
    const lines = [line('a', 12500, null, 2)]
    const answer = serverAnswer([line('a', 12500, 11000, 2)], null, 0)
    expect(refreshedLines(lines, answer)?.[0]?.product).toMatchObject({ price: 12500, discount_price: 11000 })
    expect(
      refreshedLines(
        [line('a', 12500, 11000, 2)].map((l) => ({ ...l, product: { ...l.product, stock: 50 } })),
        answer,
      ),
    ).toBeNull()
  })
})
