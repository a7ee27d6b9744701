// The admin's outlets: the outlets by name with their sales (admin_outlet_sales, from the orders), one
// outlet's shelf (outlet_products with the product and its 30-day performance), every outlet's shelf
// for the stock page, the products to add, and the saves. Everything runs under the admin's RLS; an
// outlet that orders name cannot be deleted (23503).
import { api } from '@shop/shared/api'
import type { Tables, TablesInsert } from '@shop/shared/database'

export type Outlet = Tables<'outlets'>

export type OutletValues = Pick<
  TablesInsert<'outlets'>,
  | 'name'
  | 'address'
  | 'city'
  | 'country'
  | 'phone'
  | 'opening_hours'
  | 'manager_name'
  | 'latitude'
  | 'longitude'
  | 'is_active'
>

export interface OutletSales {
  outlet_id: string
  order_count: number
  revenue: number
  orders_30_days: number
  revenue_30_days: number
  /** Percent over the 30 days before; null when nothing was sold then. */
  growth_rate: number | null
}

export type ShelfProduct = Pick<Tables<'products'>, 'id' | 'name' | 'image_urls'>

export type ShelfRow = Pick<
  Tables<'outlet_products'>,
  'id' | 'outlet_id' | 'product_id' | 'outlet_price' | 'stock' | 'min_stock' | 'max_stock' | 'is_available'
> & { product: ShelfProduct | null }

export interface Performance {
  outlet_product_id: string
  sales_count: number
  revenue: number
  growth_rate: number | null
}

export type StockRow = ShelfRow & { outlet: Pick<Outlet, 'id' | 'name' | 'is_active'> | null }

export type ShelfValues = Pick<
  TablesInsert<'outlet_products'>,
  'product_id' | 'outlet_price' | 'stock' | 'min_stock' | 'max_stock' | 'is_available'
>

export type ProductChoice = Pick<Tables<'products'>, 'id' | 'name' | 'price'>

const SHELF = 'id, outlet_id, product_id, outlet_price, stock, min_stock, max_stock, is_available'

export const outletsApi = api
  .enhanceEndpoints({ addTagTypes: ['Outlet', 'OutletShelf', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      outlets: build.query<Outlet[], void>({
        query: () => (db) => db.from('outlets').select('*').order('name'),
        providesTags: ['Outlet'],
      }),
      outletSales: build.query<OutletSales[], void>({
        query: () => (db) => db.rpc('admin_outlet_sales'),
        transformResponse: (rows: OutletSales[]) =>
          rows.map((row) => ({
            ...row,
            revenue: Number(row.revenue),
            revenue_30_days: Number(row.revenue_30_days),
            growth_rate: row.growth_rate === null ? null : Number(row.growth_rate),
          })),
        providesTags: ['Outlet'],
      }),
      shelf: build.query<ShelfRow[], string>({
        query: (outletId) => (db) =>
          db
            .from('outlet_products')
            .select(`${SHELF}, product:products(id, name, image_urls)`)
            .eq('outlet_id', outletId),
        transformResponse: (rows: ShelfRow[]) =>
          rows
            .map((row) => ({ ...row, outlet_price: Number(row.outlet_price) }))
            .sort((a, b) => (a.product?.name ?? '').localeCompare(b.product?.name ?? '')),
        providesTags: ['OutletShelf'],
      }),
      performance: build.query<Performance[], string>({
        query: (outletId) => (db) =>
          db
            .from('outlet_product_performance')
            .select('outlet_product_id, sales_count, revenue, growth_rate')
            .eq('outlet_id', outletId),
        transformResponse: (rows: Performance[]) =>
          rows.map((row) => ({
            ...row,
            sales_count: Number(row.sales_count),
            revenue: Number(row.revenue),
            growth_rate: row.growth_rate === null ? null : Number(row.growth_rate),
          })),
        providesTags: ['OutletShelf'],
      }),
      allStock: build.query<StockRow[], void>({
        query: () => (db) =>
          db
            .from('outlet_products')
            .select(`${SHELF}, product:products(id, name, image_urls), outlet:outlets(id, name, is_active)`),
        transformResponse: (rows: StockRow[]) =>
          rows
            .map((row) => ({ ...row, outlet_price: Number(row.outlet_price) }))
            .sort(
              (a, b) =>
                (a.outlet?.name ?? '').localeCompare(b.outlet?.name ?? '') ||
                (a.product?.name ?? '').localeCompare(b.product?.name ?? ''),
            ),
        providesTags: ['OutletShelf', 'Outlet'],
      }),
      productChoices: build.query<ProductChoice[], void>({
        query: () => (db) => db.from('products').select('id, name, price').is('withdrawn_at', null).order('name'),
      }),
      saveOutlet: build.mutation<Outlet, { id?: string; values: OutletValues }>({
        query:
          ({ id, values }) =>
          (db) =>
            id
              ? db.from('outlets').update(values).eq('id', id).select('*').single()
              : db.from('outlets').insert(values).select('*').single(),
        invalidatesTags: ['Outlet', 'Dashboard'],
      }),
      setOutletActive: build.mutation<unknown, { id: string; is_active: boolean }>({
        query:
          ({ id, is_active }) =>
          (db) =>
            db.from('outlets').update({ is_active }).eq('id', id),
        invalidatesTags: ['Outlet', 'Dashboard'],
      }),
      deleteOutlet: build.mutation<unknown, string>({
        query: (id) => (db) => db.from('outlets').delete().eq('id', id),
        invalidatesTags: ['Outlet', 'OutletShelf', 'Dashboard'],
      }),
      saveShelfRow: build.mutation<unknown, { outletId: string; id?: string; values: ShelfValues }>({
        query:
          ({ outletId, id, values }) =>
          (db) => {
            if (!id) return db.from('outlet_products').insert({ ...values, outlet_id: outletId })
            // The product of a shelf row is fixed once added: an edit never changes it.
            const { product_id: _fixed, ...changes } = values
            return db.from('outlet_products').update(changes).eq('id', id)
          },
        invalidatesTags: ['OutletShelf'],
      }),
      removeShelfRow: build.mutation<unknown, string>({
        query: (id) => (db) => db.from('outlet_products').delete().eq('id', id),
        invalidatesTags: ['OutletShelf'],
      }),
    }),
  })
