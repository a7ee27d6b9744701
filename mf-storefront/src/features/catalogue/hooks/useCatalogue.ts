// The page's two reads: the categories (once) and the products for the URL's filters.
import { toast } from '@shop/shared/toast'
import { useLoad } from '../../../lib/load/use-load.ts'
import { fetchCategories, fetchProducts } from '../api/products.ts'
import { productsQuery } from '../api/query.ts'
import type { ProductFilters } from '../filters.ts'

export const FAILED_TO_LOAD_PRODUCTS = 'Failed to load products'

export function useProducts(filters: ProductFilters) {
  return useLoad(
    productsQuery(filters),
    (signal) => fetchProducts(filters, signal),
    () => toast.error(FAILED_TO_LOAD_PRODUCTS),
  )
}

export function useCategories() {
  return useLoad('categories', fetchCategories)
}
