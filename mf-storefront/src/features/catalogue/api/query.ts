// The REST queries of the catalogue (PostgREST syntax), built in one place: the data layer sends them and
// the early-read script in the page's HTML starts the same URLs before the app has loaded.
import { productCardSelect } from '../../../lib/products/columns.ts'
import type { ServerFilters, SortKey } from '../filters.ts'

/** The category whose products come last unless it is the one chosen. */
export const PORK_CATEGORY_SLUG = 'pork'

export const CATEGORIES_QUERY = 'product_categories?select=id,name,slug,image_url&order=name.asc'

/** Featured and newest both list the newest first; the id makes every order total. */
const ORDER: Record<SortKey, string> = {
  featured: 'created_at.desc,id.asc',
  newest: 'created_at.desc,id.asc',
  'price-asc': 'price.asc,id.asc',
  'price-desc': 'price.desc,id.asc',
  rating: 'rating.desc,created_at.desc,id.asc',
}

/**
 * The price filter applies to the price the customer pays: the discount price when there is one, else
 * the price. PostgREST cannot filter on an expression, so it is spelt out with `or`.
 */
function priceRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null
  const bounds = (column: string) =>
    [min === null ? null : `${column}.gte.${min}`, max === null ? null : `${column}.lte.${max}`].filter(
      (bound): bound is string => bound !== null,
    )
  const discounted = bounds('discount_price')
  const full = ['discount_price.is.null', ...bounds('price')]
  const discountedPart = discounted.length === 1 ? discounted[0] : `and(${discounted.join(',')})`
  return `(${discountedPart},and(${full.join(',')}))`
}

/** The products query for `filters` (search is applied in the browser). */
export function productsQuery(filters: ServerFilters): string {
  const params: [string, string][] = []
  // !inner: filtering on the category's slug keeps only products of that category.
  const category = filters.category ? 'product_categories!inner' : 'product_categories'
  params.push(['select', productCardSelect(category)])
  if (filters.category) params.push(['category.slug', `eq.${filters.category}`])
  const range = priceRange(filters.minPrice, filters.maxPrice)
  if (range) params.push(['or', range])
  if (filters.minRating !== null) params.push(['rating', `gte.${filters.minRating}`])
  if (filters.inStock) params.push(['stock', 'gt.0'])
  if (filters.onSale) params.push(['discount_price', 'not.is.null'])
  params.push(['order', ORDER[filters.sort]])
  return `products?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`
}
