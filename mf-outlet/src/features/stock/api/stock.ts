// This outlet's shelf and its stock records. RLS limits both to the reader's outlet; a restock or a
// count goes through record_outlet_stock, which sets the stock and keeps who, when and how many.
// Prices are the admin's: nothing here writes them.
import { api } from '@shop/shared/api'
import type { Enums, Tables } from '@shop/shared/database'

export type ShelfRow = Pick<
  Tables<'outlet_products'>,
  'id' | 'stock' | 'min_stock' | 'max_stock' | 'is_available' | 'outlet_price'
> & { product: Pick<Tables<'products'>, 'id' | 'name'> | null }

export type StockMovement = Pick<
  Tables<'outlet_stock_movements'>,
  'id' | 'kind' | 'quantity' | 'stock_before' | 'stock_after' | 'recorded_by_name' | 'note' | 'created_at'
> & { outlet_product: { product: Pick<Tables<'products'>, 'name'> | null } | null }

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
    outletShelf: build.query<ShelfRow[], string>({
      query: (outletId) => (db) =>
        db
          .from('outlet_products')
          .select('id, stock, min_stock, max_stock, is_available, outlet_price, product:products(id, name)')
          .eq('outlet_id', outletId),
      transformResponse: (rows: ShelfRow[]) =>
        [...rows].sort((a, b) => (a.product?.name ?? '').localeCompare(b.product?.name ?? '')),
      providesTags: ['OutletStock'],
    }),
    stockMovements: build.query<StockMovement[], string>({
      query: (outletId) => (db) =>
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
    recordStock: build.mutation<unknown, StockRecord>({
      query: (record) => (db) =>
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

export const { useOutletShelfQuery, useStockMovementsQuery, useRecordStockMutation } = stockApi
