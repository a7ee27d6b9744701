// The catalogue's filters and sort, kept in the URL so that a filtered page can be shared and reloaded:
// category (slug), minPrice, maxPrice, minRating, sort, inStock=true, onSale=true, and our search text.
// Values that make no sense are ignored, never an error.

export const SORT_OPTIONS = [
  { value: 'featured', label: 'Featured' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Top Rated' },
] as const

export type SortKey = (typeof SORT_OPTIONS)[number]['value']

/** Section 9: the rating filter's steps (4+, 3+, 2+, 1+). */
export const RATING_STEPS = [4, 3, 2, 1] as const

export interface ProductFilters {
  /** A category slug, or null for every category. */
  category: string | null
  minPrice: number | null
  maxPrice: number | null
  minRating: number | null
  sort: SortKey
  inStock: boolean
  onSale: boolean
  /** Client-side text search; blank shows the whole list. */
  search: string
}

/** What the database filters and sorts by: everything but the search text. */
export type ServerFilters = Omit<ProductFilters, 'search'>

export const DEFAULT_FILTERS: ProductFilters = {
  category: null,
  minPrice: null,
  maxPrice: null,
  minRating: null,
  sort: 'featured',
  inStock: false,
  onSale: false,
  search: '',
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function isSortKey(value: string | null): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value)
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const amount = Number(value)
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null
}

function rating(value: string | null): number | null {
  const step = Number(value)
  return (RATING_STEPS as readonly number[]).includes(step) ? step : null
}

export function filtersFromSearchParams(params: URLSearchParams): ProductFilters {
  const category = params.get('category')
  let minPrice = price(params.get('minPrice'))
  let maxPrice = price(params.get('maxPrice'))
  // A range typed the wrong way round means the same range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const sort = params.get('sort')
  return {
    category: category && SLUG.test(category) ? category : null,
    minPrice,
    maxPrice,
    minRating: rating(params.get('minRating')),
    sort: isSortKey(sort) ? sort : 'featured',
    inStock: params.get('inStock') === 'true',
    onSale: params.get('onSale') === 'true',
    search: params.get('search') ?? '',
  }
}

/** The query string of a filtered page; `sort` is always written, the rest only when set. */
export function filtersToSearchParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice))
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice))
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating))
  params.set('sort', filters.sort)
  if (filters.inStock) params.set('inStock', 'true')
  if (filters.onSale) params.set('onSale', 'true')
  if (filters.search.trim() !== '') params.set('search', filters.search)
  return params
}

/** True when anything narrows the list (the sort order does not). */
export function isFiltered(filters: ProductFilters): boolean {
  return (
    filters.category !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.minRating !== null ||
    filters.inStock ||
    filters.onSale ||
    filters.search.trim() !== ''
  )
}
