import { describe, expect, it } from 'vitest'
import { lowStockTitle, stockBand } from './band.ts'

describe('stock colour bands', () => {
  it.each([
    [0, 5, 40, 'low'],
    [5, 5, 40, 'low'],
    [6, 5, 40, 'normal'],
    [39, 5, 40, 'normal'],
    [40, 5, 40, 'full'],
    [90, 5, 40, 'full'],
    [3, 3, 3, 'low'],
  ] as const)('%i units with minimum %i and maximum %i is %s', (stock, min, max, band) => {
    expect(stockBand(stock, min, max)).toBe(band)
  })
})

describe('the low-stock warning', () => {
  it('counts one product in the singular and more in the plural', () => {
    expect(lowStockTitle(1)).toBe('1 product is at or below the minimum stock')
    expect(lowStockTitle(3)).toBe('3 products are at or below the minimum stock')
  })
})
