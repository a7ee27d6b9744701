// The admin's inventory: every product on sale with its stock, fewest first, searched and paged on the
// server; restocking adds units in one statement (restock_product), so a sale at the same moment is kept.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { containsPattern } from '../../../lib/search-pattern.ts'

export type InventoryRow = Pick<Tables<'products'>, 'id' | 'name' | 'stock' | 'updated_at'> & {
  category: Pick<Tables<'product_categories'>, 'name'> | null
}

export const inventoryApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    inventory: build.query<{ rows: InventoryRow[]; total: number }, { search: string; page: number; pageSize: number }>(
      {
        query:
          ({ search, page, pageSize }) =>
          (db) => {
            let request = db
              .from('products')
              .select('id, name, stock, updated_at, category:product_categories(name)', { count: 'exact' })
              .is('withdrawn_at', null)
            if (search.trim() !== '') request = request.ilike('name', containsPattern(search))
            return request
              .order('stock')
              .order('name')
              .order('id')
              .range((page - 1) * pageSize, page * pageSize - 1)
          },
        transformResponse: (rows: InventoryRow[], meta) => ({ rows, total: meta?.count ?? rows.length }),
        providesTags: ['Product'],
      },
    ),
    restock: build.mutation<number, { id: string; quantity: number }>({
      query:
        ({ id, quantity }) =>
        (db) =>
          db.rpc('restock_product', { product_id: id, quantity }),
      invalidatesTags: ['Product', 'Dashboard'],
    }),
  }),
})

export const { useInventoryQuery, useRestockMutation } = inventoryApi
