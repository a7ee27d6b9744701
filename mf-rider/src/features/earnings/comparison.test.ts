import { describe, expect, it } from 'vitest'
import { comparison, earningLabel } from './comparison.ts'

describe('earnings compared with the previous period, from real totals', () => {
  it('says the change in whole percent', () => {
    expect(comparison(11200, 10000, 'today')).toBe('+12% from yesterday')
    expect(comparison(8000, 10000, 'week')).toBe('-20% from last week')
    expect(comparison(10000, 10000, 'month')).toBe('0% from last month')
  })
  it('never divides by nothing', () => {
    expect(comparison(5000, 0, 'today')).toBe('Up from nothing yesterday')
    expect(comparison(0, 0, 'week')).toBe('Nothing earned last week either')
  })
  it('labels each kind of earning as the spec does', () => {
    expect(earningLabel('delivery', 2.27)).toBe('Delivery Completed · 2.3 km')
    expect(earningLabel('bonus', null)).toBe('Performance Bonus')
    expect(earningLabel('tip', null)).toBe('Customer Tip')
  })
})
