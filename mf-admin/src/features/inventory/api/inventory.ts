// The admin's inventory: every product on sale with its stock, fewest first, searched and paged on the
// server; restocking adds units in one statement (restock_product), so a sale at the same moment is kept.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import { containsPattern } from '../../../lib/search-pattern.ts'

export const inventoryApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    inventory: supabaseQuery(build, {
      query:
        ({ search, page, pageSize }: { search: string; page: number; pageSize: number }) =>
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
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Product'],
    }),
    restock: supabaseMutation(build, {
      query:
        ({ id, quantity }: { id: string; quantity: number }) =>
        (db) =>
          db.rpc('restock_product', { product_id: id, quantity }),
      invalidatesTags: ['Product', 'Dashboard'],
    }),
  }),
})

export type InventoryRow = (typeof inventoryApi.endpoints.inventory.Types.ResultType)['rows'][number]

export const { useInventoryQuery, useRestockMutation } = inventoryApi
