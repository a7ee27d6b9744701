// The page's two reads: the categories (once) and the products for the URL's filters. The search text is
// applied in the browser, so typing never reads again.
import { useCatalogueCategoriesQuery, useCatalogueProductsQuery } from '../api/products.ts'
import type { ProductFilters } from '../filters.ts'

/** Prices and stock must be today's: a list read before shows at once (coming back to it), and is read again. */
export function useProducts({ search: _search, ...filters }: ProductFilters) {
  return useCatalogueProductsQuery(filters, { refetchOnMountOrArgChange: true })
}

export function useCategories() {
  return useCatalogueCategoriesQuery()
}
