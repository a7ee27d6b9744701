import { describe, expect, it } from 'vitest'
import { QuoteError } from '../order-pricing/quote-api.ts'
import { couponFailureMessage, couponInputError } from './coupon.ts'

describe('coupon entry', () => {
  it('a blank code is refused with "Please enter a coupon code"', () => {
    expect(couponInputError('')).toBe('Please enter a coupon code')
    expect(couponInputError('   ')).toBe('Please enter a coupon code')
    expect(couponInputError('meat15')).toBeNull()
  })

  it('a code the server does not know (invalid_coupon) gives "Invalid coupon code"', () => {
    const refused = new QuoteError('Invalid coupon code', 'KM010', '{"coupon_code": "MEAT99"}')
    expect(couponFailureMessage(refused)).toBe('Invalid coupon code')
  })

  it('any other failure gives "Failed to apply coupon", whatever its words', () => {
    expect(couponFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to apply coupon')
    expect(couponFailureMessage(new QuoteError('Product not found', 'KM006', '{"product_id": "x"}'))).toBe(
      'Failed to apply coupon',
    )
    expect(couponFailureMessage(new QuoteError('Invalid coupon code', 'P0001', undefined))).toBe(
      'Failed to apply coupon',
    )
  })
})
