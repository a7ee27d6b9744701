import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, type ProductFilters } from '../filters.ts'
import { CATEGORIES_QUERY, productsQuery } from './query.ts'

/** The query's parameters, decoded, in order. */
function params(filters: Partial<ProductFilters>): [string, string][] {
  const query = productsQuery({ ...DEFAULT_FILTERS, ...filters })
  expect(query.startsWith('products?')).toBe(true)
  return [...new URLSearchParams(query.slice('products?'.length))]
}

const select =
  'id,name,description,price,discount_price,stock,rating,rating_count,image_urls,created_at,category:product_categories(id,name,slug)'

describe('the products query', () => {
  it('reads products with their category joined (id, name, slug), newest first for featured', () => {
    expect(params({})).toEqual([
      ['select', select],
      ['order', 'created_at.desc,id.asc'],
    ])
  })

  it('filters by category slug through an inner join', () => {
    expect(params({ category: 'goat' })).toEqual([
      ['select', select.replace('product_categories(', 'product_categories!inner(')],
      ['category.slug', 'eq.goat'],
      ['order', 'created_at.desc,id.asc'],
    ])
  })

  it('filters the price range on the price paid: the discount price when set, else the price', () => {
    expect(params({ minPrice: 10000, maxPrice: 20000 })).toContainEqual([
      'or',
      '(and(discount_price.gte.10000,discount_price.lte.20000),and(discount_price.is.null,price.gte.10000,price.lte.20000))',
    ])
    expect(params({ minPrice: 10000 })).toContainEqual([
      'or',
      '(discount_price.gte.10000,and(discount_price.is.null,price.gte.10000))',
    ])
    expect(params({ maxPrice: 0 })).toContainEqual([
      'or',
      '(discount_price.lte.0,and(discount_price.is.null,price.lte.0))',
    ])
  })

  it('rating at least, stock above 0, discount_price not null', () => {
    const all = params({ minRating: 3, inStock: true, onSale: true })
    expect(all).toContainEqual(['rating', 'gte.3'])
    expect(all).toContainEqual(['stock', 'gt.0'])
    expect(all).toContainEqual(['discount_price', 'not.is.null'])
  })

  it('orders price ascending or descending, rating descending, created_at descending for featured and newest', () => {
    const order = (sort: ProductFilters['sort']) => params({ sort }).find(([key]) => key === 'order')?.[1]
    expect(order('featured')).toBe('created_at.desc,id.asc')
    expect(order('newest')).toBe('created_at.desc,id.asc')
    expect(order('price-asc')).toBe('price.asc,id.asc')
    expect(order('price-desc')).toBe('price.desc,id.asc')
    expect(order('rating')).toBe('rating.desc,created_at.desc,id.asc')
  })

  it('leaves the search text to the browser', () => {
    const searching: ProductFilters = { ...DEFAULT_FILTERS, search: 'ribs' }
    expect(productsQuery(searching)).toBe(productsQuery(DEFAULT_FILTERS))
  })

  it('reads the categories ordered by name', () => {
    expect(CATEGORIES_QUERY).toBe('product_categories?select=id,name,slug,image_url&order=name.asc')
  })
})
