import { describe, expect, it } from 'vitest'
import { closest, similarity } from './fuzzy.ts'

describe('fuzzy names', () => {
  it('scores by edit distance over the longer name', () => {
    expect(similarity('product', 'products')).toBeCloseTo(0.875)
    expect(similarity('abc', 'abc')).toBe(1)
  })

  it('suggests the closest name above the threshold only', () => {
    expect(closest('product', ['products', 'orders'], 0.75)).toBe('products')
    expect(closest('xyz', ['products', 'orders'], 0.75)).toBeNull()
    expect(closest('products', ['products'], 0.33, 1)).toBeNull()
  })
})
