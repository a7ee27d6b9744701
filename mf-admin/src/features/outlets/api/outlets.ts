// The admin's outlets: the outlets by name with their sales (admin_outlet_sales, from the orders), one
// outlet's shelf (outlet_products with the product and its 30-day performance), every outlet's shelf
// for the stock page, the products to add, and the saves. Everything runs under the admin's RLS; an
// outlet that orders name cannot be deleted (23503).
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { TablesInsert } from '@shop/shared/database'

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

export type ShelfValues = Pick<
  TablesInsert<'outlet_products'>,
  'product_id' | 'outlet_price' | 'stock' | 'min_stock' | 'max_stock' | 'is_available'
>

const SHELF = 'id, outlet_id, product_id, outlet_price, stock, min_stock, max_stock, is_available'

export const outletsApi = api
  .enhanceEndpoints({ addTagTypes: ['Outlet', 'OutletShelf', 'Dashboard'] })
  .injectEndpoints({
    endpoints: (build) => ({
      outlets: supabaseQuery(build, {
        query: () => (db) => db.from('outlets').select('*').order('name'),
        providesTags: ['Outlet'],
      }),
      outletSales: supabaseQuery(build, {
        // growth_rate: percent over the 30 days before; null when nothing was sold then.
        query: () => (db) => db.rpc('admin_outlet_sales').overrideTypes<{ growth_rate: number | null }[]>(),
        transformResponse: (rows) =>
          rows.map((row) => ({
            ...row,
            revenue: Number(row.revenue),
            revenue_30_days: Number(row.revenue_30_days),
            growth_rate: row.growth_rate === null ? null : Number(row.growth_rate),
          })),
        providesTags: ['Outlet'],
      }),
      shelf: supabaseQuery(build, {
        query: (outletId: string) => (db) =>
          db
            .from('outlet_products')
            .select(`${SHELF}, product:products(id, name, image_urls)`)
            .eq('outlet_id', outletId),
        transformResponse: (rows) =>
          rows
            .map((row) => ({ ...row, outlet_price: Number(row.outlet_price) }))
            .sort((a, b) => (a.product?.name ?? '').localeCompare(b.product?.name ?? '')),
        providesTags: ['OutletShelf'],
      }),
      performance: supabaseQuery(build, {
        query: (outletId: string) => (db) =>
          db
            .from('outlet_product_performance')
            .select('outlet_product_id, sales_count, revenue, growth_rate')
            .eq('outlet_id', outletId),
        transformResponse: (rows) =>
          rows.map((row) => ({
            ...row,
            sales_count: Number(row.sales_count),
            revenue: Number(row.revenue),
            growth_rate: row.growth_rate === null ? null : Number(row.growth_rate),
          })),
        providesTags: ['OutletShelf'],
      }),
      allStock: supabaseQuery(build, {
        query: () => (db) =>
          db
            .from('outlet_products')
            .select(`${SHELF}, product:products(id, name, image_urls), outlet:outlets(id, name, is_active)`),
        transformResponse: (rows) =>
          rows
            .map((row) => ({ ...row, outlet_price: Number(row.outlet_price) }))
            .sort(
              (a, b) =>
                (a.outlet?.name ?? '').localeCompare(b.outlet?.name ?? '') ||
                (a.product?.name ?? '').localeCompare(b.product?.name ?? ''),
            ),
        providesTags: ['OutletShelf', 'Outlet'],
      }),
      productChoices: supabaseQuery(build, {
        query: () => (db) => db.from('products').select('id, name, price').is('withdrawn_at', null).order('name'),
      }),
      saveOutlet: supabaseMutation(build, {
        query:
          ({ id, values }: { id?: string; values: OutletValues }) =>
          (db) =>
            id
              ? db.from('outlets').update(values).eq('id', id).select('*').single()
              : db.from('outlets').insert(values).select('*').single(),
        invalidatesTags: ['Outlet', 'Dashboard'],
      }),
      setOutletActive: supabaseMutation(build, {
        query:
          ({ id, is_active }: { id: string; is_active: boolean }) =>
          (db) =>
            db.from('outlets').update({ is_active }).eq('id', id),
        invalidatesTags: ['Outlet', 'Dashboard'],
      }),
      deleteOutlet: supabaseMutation(build, {
        query: (id: string) => (db) => db.from('outlets').delete().eq('id', id),
        invalidatesTags: ['Outlet', 'OutletShelf', 'Dashboard'],
      }),
      saveShelfRow: supabaseMutation(build, {
        query:
          ({ outletId, id, values }: { outletId: string; id?: string; values: ShelfValues }) =>
          (db) => {
            if (!id) return db.from('outlet_products').insert({ ...values, outlet_id: outletId })
            // The product of a shelf row is fixed once added: an edit never changes it.
            const { product_id: _fixed, ...changes } = values
            return db.from('outlet_products').update(changes).eq('id', id)
          },
        invalidatesTags: ['OutletShelf'],
      }),
      removeShelfRow: supabaseMutation(build, {
        query: (id: string) => (db) => db.from('outlet_products').delete().eq('id', id),
        invalidatesTags: ['OutletShelf'],
      }),
    }),
  })

type Endpoints = typeof outletsApi.endpoints

export type Outlet = Endpoints['outlets']['Types']['ResultType'][number]
export type OutletSales = Endpoints['outletSales']['Types']['ResultType'][number]
export type ShelfRow = Endpoints['shelf']['Types']['ResultType'][number]
export type Performance = Endpoints['performance']['Types']['ResultType'][number]
export type StockRow = Endpoints['allStock']['Types']['ResultType'][number]
