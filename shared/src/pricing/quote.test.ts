import { CART_CASES, FIXTURE_COUPONS, FIXTURE_PRODUCTS } from '@shop/test-support/carts'
import { describe, expect, it } from 'vitest'
import {
  type CartLineInput,
  DEFAULT_PRICING_SETTINGS,
  discountPercentage,
  normalizeCouponCode,
  quoteCart,
  unitPrice,
} from './quote.ts'

const toLines = (lines: (typeof CART_CASES)[number]['lines']): CartLineInput[] =>
  lines.map(([key, quantity]) => {
    const { id, price, discountPrice } = FIXTURE_PRODUCTS[key]
    return { productId: id, price, discountPrice, quantity }
  })

describe('the cart total: subtotal + UGX 5,000 delivery − coupon discount, delivery free from UGX 100,000', () => {
  it.each(CART_CASES)('$rule', ({ lines, coupon, expected }) => {
    const percent = coupon === null ? null : (FIXTURE_COUPONS[normalizeCouponCode(coupon)] ?? null)
    const quote = quoteCart(toLines(lines), percent)
    expect({
      subtotal: quote.subtotal,
      discountAmount: quote.discountAmount,
      deliveryFee: quote.deliveryFee,
      totalAmount: quote.totalAmount,
    }).toEqual(expected)
  })

  it('the delivery figures are settings: a changed fee and threshold are used', () => {
    const lines = toLines([['beef', 2]])
    expect(quoteCart(lines, null, { deliveryFee: 7000, freeDeliveryThreshold: 200000 }).totalAmount).toBe(57000)
    expect(quoteCart(lines, null, { deliveryFee: 7000, freeDeliveryThreshold: 50000 }).totalAmount).toBe(50000)
  })

  it('says how much more buys free delivery', () => {
    expect(quoteCart(toLines([['beef', 3]]), null).amountToFreeDelivery).toBe(25000)
    expect(quoteCart(toLines([['beef', 4]]), null)).toMatchObject({ amountToFreeDelivery: 0, freeDelivery: true })
  })

  it('prices every line at its unit price times quantity', () => {
    const quote = quoteCart(toLines([['sausages', 3]]), null, DEFAULT_PRICING_SETTINGS)
    expect(quote.lines[0]).toMatchObject({ unitPrice: 15000, lineTotal: 45000, quantity: 3 })
  })
})

describe('product prices', () => {
  it('the unit price is the discount price when there is one', () => {
    expect(unitPrice({ price: 18000, discountPrice: 15000 })).toBe(15000)
    expect(unitPrice({ price: 18000, discountPrice: null })).toBe(18000)
  })

  it('discount badge percent is rounded, and only shown when the discount price is below the price', () => {
    expect(discountPercentage(18000, 15000)).toBe(17)
    expect(discountPercentage(30000, 25500)).toBe(15)
    expect(discountPercentage(18000, null)).toBeNull()
    expect(discountPercentage(18000, 18000)).toBeNull()
    expect(discountPercentage(0, 0)).toBeNull()
  })

  it('coupon codes are case-insensitive', () => {
    expect(normalizeCouponCode(' welcome10 ')).toBe('WELCOME10')
  })
})
