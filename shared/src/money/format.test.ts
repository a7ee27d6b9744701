import { describe, expect, it } from 'vitest'
import { formatMoney } from './format.ts'

describe('money is shown as "UGX {amount}"', () => {
  it.each([
    [12500, 'UGX 12,500'],
    [0, 'UGX 0'],
    [5000, 'UGX 5,000'],
    [100000, 'UGX 100,000'],
    [1234567.6, 'UGX 1,234,568'],
    [999.4, 'UGX 999'],
    [2_500_000_000, 'UGX 2,500,000,000'],
    [-1250, '-UGX 1,250'],
    [-0.2, 'UGX 0'],
  ])('%d reads %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text)
  })

  it('refuses what is not an amount', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError)
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
