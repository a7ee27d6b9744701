import { describe, expect, it } from 'vitest'
import { couponFailureMessage, couponInputError } from './coupon.ts'

/** A refusal as the api hands it to the form (an ApiError): PostgREST's status, code, message and details. */
const refusal = (message: string, code: string, details: string | null) => ({
  status: 400,
  code,
  message,
  details,
  hint: null,
})

describe('coupon entry', () => {
  it('a blank code is refused with "Please enter a coupon code"', () => {
    expect(couponInputError('')).toBe('Please enter a coupon code')
    expect(couponInputError('   ')).toBe('Please enter a coupon code')
    expect(couponInputError('meat15')).toBeNull()
  })

  it('a code the server does not know (invalid_coupon) gives "Invalid coupon code"', () => {
    const refused = refusal('Invalid coupon code', 'KM010', '{"coupon_code": "MEAT99"}')
    expect(couponFailureMessage(refused)).toBe('Invalid coupon code')
  })

  it('any other failure gives "Failed to apply coupon", whatever its words', () => {
    expect(couponFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to apply coupon')
    expect(couponFailureMessage(refusal('Product not found', 'KM006', '{"product_id": "x"}'))).toBe(
      'Failed to apply coupon',
    )
    expect(couponFailureMessage(refusal('Invalid coupon code', 'P0001', null))).toBe('Failed to apply coupon')
  })
})
