// The admin's catalogue: products with their category, searched and paged on the server; add, edit,
// remove (remove_product: deleted when nobody ordered it, withdrawn from sale when somebody did), put back
// on sale, restock; and the categories the product form offers.
import { api } from '@shop/shared/api'
import type { Tables, TablesInsert } from '@shop/shared/database'
import { containsPattern } from '../../../lib/search-pattern.ts'

export type AdminProduct = Pick<
  Tables<'products'>,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'discount_price'
  | 'discount_percentage'
  | 'stock'
  | 'category_id'
  | 'image_urls'
  | 'withdrawn_at'
  | 'updated_at'
> & { category: Pick<Tables<'product_categories'>, 'id' | 'name'> | null }

export type ProductInput = Pick<
  TablesInsert<'products'>,
  'name' | 'description' | 'price' | 'discount_price' | 'stock' | 'category_id' | 'image_urls'
>

export type CategoryOption = Pick<Tables<'product_categories'>, 'id' | 'name'>

export interface ProductSearch {
  search: string
  page: number
  pageSize: number
}

const COLUMNS =
  'id, name, description, price, discount_price, discount_percentage, stock, category_id, image_urls, withdrawn_at, updated_at, category:product_categories(id, name)'

export const productsApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Category'] }).injectEndpoints({
  endpoints: (build) => ({
    products: build.query<{ rows: AdminProduct[]; total: number }, ProductSearch>({
      query:
        ({ search, page, pageSize }) =>
        (db) => {
          let request = db.from('products').select(COLUMNS, { count: 'exact' })
          if (search.trim() !== '') request = request.ilike('name', containsPattern(search))
          return request
            .order('created_at', { ascending: false })
            .order('id')
            .range((page - 1) * pageSize, page * pageSize - 1)
        },
      transformResponse: (rows: AdminProduct[], meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Product'],
    }),
    categoryOptions: build.query<CategoryOption[], void>({
      query: () => (db) => db.from('product_categories').select('id, name').order('name'),
      providesTags: ['Category'],
    }),
    saveProduct: build.mutation<null, { id?: string; values: ProductInput }>({
      query:
        ({ id, values }) =>
        (db) =>
          id ? db.from('products').update(values).eq('id', id) : db.from('products').insert(values),
      invalidatesTags: ['Product', 'Category'],
    }),
    removeProduct: build.mutation<'deleted' | 'withdrawn', string>({
      query: (id) => (db) => db.rpc('remove_product', { product_id: id }),
      invalidatesTags: ['Product', 'Category'],
    }),
    returnToSale: build.mutation<null, string>({
      query: (id) => (db) => db.from('products').update({ withdrawn_at: null }).eq('id', id),
      invalidatesTags: ['Product'],
    }),
  }),
})

export const {
  useProductsQuery,
  useCategoryOptionsQuery,
  useSaveProductMutation,
  useRemoveProductMutation,
  useReturnToSaleMutation,
} = productsApi
