// The catalogue's data layer: one function per read, over the public REST API (see lib/public-rest).

import type { CatalogueProduct, Category } from '../../../lib/products/types.ts'
import { publicRead } from '../../../lib/public-rest/public-read.ts'
import type { ProductFilters } from '../filters.ts'
import { arrangeCategories, arrangeProducts } from './arrange.ts'
import { CATEGORIES_QUERY, productsQuery } from './query.ts'

/** The products matching `filters`, filtered and sorted as they ask by the database. */
export async function fetchProducts(filters: ProductFilters, signal?: AbortSignal): Promise<CatalogueProduct[]> {
  const rows = await publicRead<CatalogueProduct[]>(productsQuery(filters), { signal })
  return arrangeProducts(rows, filters)
}

/** Every category by name, pork last. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return arrangeCategories(await publicRead<Category[]>(CATEGORIES_QUERY, { signal }))
}
