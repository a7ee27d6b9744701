// This outlet's shelf and its stock records. RLS limits both to the reader's outlet; a restock or a
// count goes through record_outlet_stock, which sets the stock and keeps who, when and how many.
// Prices are the admin's: nothing here writes them.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { Enums } from '@shop/shared/database'

export interface StockRecord {
  outletProductId: string
  kind: Enums<'stock_movement_kind'>
  quantity: number
  note: string | null
}

/** How many stock records the page lists. */
export const MOVEMENTS_LIMIT = 20

export const stockApi = api.enhanceEndpoints({ addTagTypes: ['OutletStock'] }).injectEndpoints({
  endpoints: (build) => ({
    outletShelf: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('outlet_products')
          .select('id, stock, min_stock, max_stock, is_available, outlet_price, product:products(id, name)')
          .eq('outlet_id', outletId),
      transformResponse: (rows) =>
        [...rows].sort((a, b) => (a.product?.name ?? '').localeCompare(b.product?.name ?? '')),
      providesTags: ['OutletStock'],
    }),
    stockMovements: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('outlet_stock_movements')
          .select(
            'id, kind, quantity, stock_before, stock_after, recorded_by_name, note, created_at, outlet_product:outlet_products(product:products(name))',
          )
          .eq('outlet_id', outletId)
          .order('created_at', { ascending: false })
          .limit(MOVEMENTS_LIMIT),
      providesTags: ['OutletStock'],
    }),
    recordStock: supabaseMutation(build, {
      query: (record: StockRecord) => (db) =>
        db.rpc('record_outlet_stock', {
          outlet_product_id: record.outletProductId,
          kind: record.kind,
          quantity: record.quantity,
          note: record.note ?? undefined,
        }),
      invalidatesTags: ['OutletStock'],
    }),
  }),
})

export type ShelfRow = (typeof stockApi.endpoints.outletShelf.Types.ResultType)[number]
export type StockMovement = (typeof stockApi.endpoints.stockMovements.Types.ResultType)[number]

export const { useOutletShelfQuery, useStockMovementsQuery, useRecordStockMutation } = stockApi
