// The admin's catalogue: products with their category, searched and paged on the server; add, edit,
// remove (remove_product: deleted when nobody ordered it, withdrawn from sale when somebody did), put back
// on sale, restock; and the categories the product form offers.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { TablesInsert } from '@shop/shared/database'
import { containsPattern } from '../../../lib/search-pattern.ts'

export type ProductInput = Pick<
  TablesInsert<'products'>,
  'name' | 'description' | 'price' | 'discount_price' | 'stock' | 'category_id' | 'image_urls'
>

export interface ProductSearch {
  search: string
  page: number
  pageSize: number
}

const COLUMNS =
  'id, name, description, price, discount_price, discount_percentage, stock, category_id, image_urls, withdrawn_at, updated_at, category:product_categories(id, name)'

export const productsApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Category'] }).injectEndpoints({
  endpoints: (build) => ({
    products: supabaseQuery(build, {
      query:
        ({ search, page, pageSize }: ProductSearch) =>
        (db) => {
          let request = db.from('products').select(COLUMNS, { count: 'exact' })
          if (search.trim() !== '') request = request.ilike('name', containsPattern(search))
          return request
            .order('created_at', { ascending: false })
            .order('id')
            .range((page - 1) * pageSize, page * pageSize - 1)
        },
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Product'],
    }),
    categoryOptions: supabaseQuery(build, {
      query: () => (db) => db.from('product_categories').select('id, name').order('name'),
      providesTags: ['Category'],
    }),
    saveProduct: supabaseMutation(build, {
      query:
        ({ id, values }: { id?: string; values: ProductInput }) =>
        (db) =>
          id ? db.from('products').update(values).eq('id', id) : db.from('products').insert(values),
      invalidatesTags: ['Product', 'Category'],
    }),
    removeProduct: supabaseMutation(build, {
      query: (id: string) => (db) => db.rpc('remove_product', { product_id: id }),
      invalidatesTags: ['Product', 'Category'],
    }),
    returnToSale: supabaseMutation(build, {
      query: (id: string) => (db) => db.from('products').update({ withdrawn_at: null }).eq('id', id),
      invalidatesTags: ['Product'],
    }),
  }),
})

export type AdminProduct = (typeof productsApi.endpoints.products.Types.ResultType)['rows'][number]

export const {
  useProductsQuery,
  useCategoryOptionsQuery,
  useSaveProductMutation,
  useRemoveProductMutation,
  useReturnToSaleMutation,
} = productsApi
