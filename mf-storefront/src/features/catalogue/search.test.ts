import { describe, expect, it } from 'vitest'
import type { CatalogueProduct } from '../../lib/products/types.ts'
import { matchesSearch, searchProducts } from './search.ts'

const bacon: CatalogueProduct = {
  id: '1',
  name: 'Streaky Bacon 250 g',
  description: 'Smoked over mvule wood.',
  price: 9000,
  discount_price: null,
  stock: 3,
  rating: 4.5,
  rating_count: 2,
  image_urls: [],
  created_at: '2026-01-01T00:00:00Z',
  category: { id: 'c', name: 'Cold Cuts', slug: 'cold-cuts' },
}

describe('product search', () => {
  it('is a case-insensitive substring match on the name, the description or the category name', () => {
    expect(matchesSearch(bacon, 'BACON')).toBe(true)
    expect(matchesSearch(bacon, 'mvule')).toBe(true)
    expect(matchesSearch(bacon, 'cold cu')).toBe(true)
    expect(matchesSearch(bacon, 'sausage')).toBe(false)
  })

  it('a blank search restores the full list', () => {
    const list = [bacon, { ...bacon, id: '2', name: 'Salami' }]
    expect(searchProducts(list, '   ')).toBe(list)
    expect(searchProducts(list, 'salami').map((p) => p.id)).toEqual(['2'])
  })

  it('ignores the spaces around the search text', () => {
    expect(matchesSearch(bacon, '  bacon ')).toBe(true)
  })
})
