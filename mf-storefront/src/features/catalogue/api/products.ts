// The catalogue's data layer, injected into the shared api: the products for the filters the database
// applies (search is the browser's, so it is not part of the read) and the categories. Both are public
// reads (lib/public-rest): no supabase-js on the first screen of /products, and the reads the page's HTML
// started are taken over.
import { api } from '@shop/shared/api'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'
import type { CatalogueProduct, Category } from '../../../lib/products/types.ts'
import { publicQuery } from '../../../lib/public-rest/public-query.ts'
import type { ServerFilters } from '../filters.ts'
import { arrangeCategories, arrangeProducts } from './arrange.ts'
import { CATEGORIES_QUERY, productsQuery } from './query.ts'

export const FAILED_TO_LOAD_PRODUCTS = 'Failed to load products'

export const catalogueApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Category'] }).injectEndpoints({
  endpoints: (build) => ({
    catalogueProducts: build.query<CatalogueProduct[], ServerFilters>({
      queryFn: (filters, { signal }) =>
        publicQuery(productsQuery(filters), signal, (rows: CatalogueProduct[]) => arrangeProducts(rows, filters)),
      onQueryStarted: toastOnFailure(FAILED_TO_LOAD_PRODUCTS),
      providesTags: ['Product'],
    }),
    catalogueCategories: build.query<Category[], void>({
      queryFn: (_arg, { signal }) => publicQuery(CATEGORIES_QUERY, signal, arrangeCategories),
      providesTags: ['Category'],
    }),
  }),
})

export const { useCatalogueProductsQuery, useCatalogueCategoriesQuery } = catalogueApi
