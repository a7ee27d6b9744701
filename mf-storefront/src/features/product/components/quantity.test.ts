import { describe, expect, it } from 'vitest'
import { clampQuantity } from './QuantityPicker.tsx'

describe('quantity on the product page', () => {
  it('is at least 1 and at most the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1)
    expect(clampQuantity(-3, 5)).toBe(1)
    expect(clampQuantity(3, 5)).toBe(3)
    expect(clampQuantity(9, 5)).toBe(5)
  })

  it('takes whole units, and an empty or odd entry counts as 1', () => {
    expect(clampQuantity(2.7, 5)).toBe(2)
    expect(clampQuantity(Number.NaN, 5)).toBe(1)
  })
})
