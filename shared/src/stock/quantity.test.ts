import { describe, expect, it } from 'vitest'
import { COUNT_RANGE, checkQuantity, RESTOCK_RANGE } from './quantity.ts'

describe('a number of units typed into a stock form', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['1,000', 1000],
    ['100000', 100000],
  ])('"%s" is taken as %i units for a restock', (typed, units) => {
    expect(checkQuantity(typed, RESTOCK_RANGE)).toEqual({ ok: true, units })
  })

  it('a count of none is a count', () => {
    expect(checkQuantity('0', COUNT_RANGE)).toEqual({ ok: true, units: 0 })
  })

  it.each([
    ['', 'Enter a number of units'],
    ['   ', 'Enter a number of units'],
    ['-3', 'Units cannot be negative'],
    ['1.5', 'Units are counted whole: 1.5 is not a whole number'],
    ['2.5', 'Units are counted whole: 2.5 is not a whole number'],
    ['0', 'Enter at least 1 unit'],
    ['100001', 'Enter at most 100,000 units at a time'],
    ['ten', '"ten" is not a number: enter whole units in digits, such as 12'],
    ['1e3', '"1e3" is not a number: enter whole units in digits, such as 12'],
    ['12,34', 'Units are counted whole: 12,34 is not a whole number'],
  ])('a restock of "%s" is refused: %s', (typed, message) => {
    expect(checkQuantity(typed, RESTOCK_RANGE)).toEqual({ ok: false, message })
  })

  it('a negative count is refused, never read as a restock', () => {
    expect(checkQuantity('-3', COUNT_RANGE)).toEqual({ ok: false, message: 'Units cannot be negative' })
  })
})
