import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, filtersFromSearchParams, filtersToSearchParams, isFiltered } from './filters.ts'

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query))

describe('filters in the URL', () => {
  it('reads every query parameter of the spec: category, minPrice, maxPrice, minRating, sort, inStock, onSale', () => {
    expect(
      parse('category=fresh-beef&minPrice=10000&maxPrice=30000&minRating=4&sort=price-asc&inStock=true&onSale=true'),
    ).toEqual({
      category: 'fresh-beef',
      minPrice: 10000,
      maxPrice: 30000,
      minRating: 4,
      sort: 'price-asc',
      inStock: true,
      onSale: true,
      search: '',
    })
  })

  it('a bare /products is every product, featured first', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS)
    expect(isFiltered(parse(''))).toBe(false)
  })

  it('a shared URL reloads the same filters: writing then reading gives them back', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      category: 'pork',
      maxPrice: 25000,
      minRating: 3,
      sort: 'rating' as const,
      onSale: true,
      search: 'ribs',
    }
    const query = filtersToSearchParams(filters).toString()
    expect(query).toBe('category=pork&maxPrice=25000&minRating=3&sort=rating&onSale=true&search=ribs')
    expect(parse(query)).toEqual(filters)
  })

  it('Clear All Filters resets to sort=featured', () => {
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe('sort=featured')
  })

  it('knows the five sorts (featured, newest, price-asc, price-desc, rating) and falls back to featured', () => {
    for (const sort of ['featured', 'newest', 'price-asc', 'price-desc', 'rating'])
      expect(parse(`sort=${sort}`).sort).toBe(sort)
    expect(parse('sort=cheapest').sort).toBe('featured')
  })

  it('the rating filter has the steps 4+, 3+, 2+ and 1+ only', () => {
    expect([1, 2, 3, 4].map((n) => parse(`minRating=${n}`).minRating)).toEqual([1, 2, 3, 4])
    expect(
      [parse('minRating=5'), parse('minRating=0'), parse('minRating=3.5'), parse('minRating=x')].map(
        (f) => f.minRating,
      ),
    ).toEqual([null, null, null, null])
  })

  it('in stock and on sale are on only as inStock=true and onSale=true', () => {
    expect(parse('inStock=1&onSale=yes')).toMatchObject({ inStock: false, onSale: false })
  })

  it('ignores prices that are not amounts, and a range typed the wrong way round means the same range', () => {
    expect(parse('minPrice=abc&maxPrice=-5')).toMatchObject({ minPrice: null, maxPrice: null })
    expect(parse('minPrice=30000&maxPrice=10000')).toMatchObject({ minPrice: 10000, maxPrice: 30000 })
    expect(parse('minPrice=0')).toMatchObject({ minPrice: 0 })
  })

  it('takes a category slug only (lower case words joined by hyphens)', () => {
    expect(parse('category=mince-and-burgers').category).toBe('mince-and-burgers')
    expect(parse('category=Pork%20%3Cb%3E').category).toBeNull()
  })

  it('keeps the search text, and a blank search does not narrow the list', () => {
    expect(parse('search=Beef%20').search).toBe('Beef ')
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, search: '   ' }).has('search')).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, search: '  ' })).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'price-desc' })).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, inStock: true })).toBe(true)
  })
})
