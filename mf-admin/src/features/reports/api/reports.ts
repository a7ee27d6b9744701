// The reports' figures, every one read from the database (migrations 20261124165100, 20261126120000): the
// trend per day, week or month (sales_by_period), sales by category, payment method and outlet for the same
// Kampala days, and stock value and low stock by outlet. Admins only; new or changed orders and stock
// invalidate the 'Report' tag.
import { api, supabaseQuery } from '@shop/shared/api'

export type Grouping = 'day' | 'week' | 'month'
export interface Period {
  /** Kampala calendar days, "YYYY-MM-DD", both included. */
  from: string
  to: string
}

/** The longest period a report covers (the database refuses longer ones: KM722). */
export const REPORT_MAX_DAYS = 366

const range = ({ from, to }: Period) => ({ start_date: from, end_date: to })

export const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Report'] }).injectEndpoints({
  endpoints: (build) => ({
    salesTrend: supabaseQuery(build, {
      query: (period: Period & { by: Grouping }) => (db) =>
        db.rpc('sales_by_period', { ...range(period), period: period.by }),
      providesTags: ['Report'],
    }),
    salesByCategory: supabaseQuery(build, {
      query: (period: Period) => (db) => db.rpc('sales_by_category', range(period)),
      providesTags: ['Report'],
    }),
    salesByPaymentMethod: supabaseQuery(build, {
      query: (period: Period) => (db) => db.rpc('sales_by_payment_method', range(period)),
      providesTags: ['Report'],
    }),
    salesByOutlet: supabaseQuery(build, {
      query: (period: Period) => (db) => db.rpc('sales_by_outlet', range(period)),
      providesTags: ['Report'],
    }),
    inventoryByOutlet: supabaseQuery(build, {
      query: () => (db) => db.rpc('inventory_by_outlet'),
      providesTags: ['Report'],
    }),
    lowStockByOutlet: supabaseQuery(build, {
      query: () => (db) => db.rpc('low_stock_by_outlet'),
      providesTags: ['Report'],
    }),
  }),
})

type Row<Name extends keyof typeof reportsApi.endpoints> =
  (typeof reportsApi.endpoints)[Name]['Types']['ResultType'][number]

export type PeriodSales = Row<'salesTrend'>
export type CategorySales = Row<'salesByCategory'>
export type PaymentMethodSales = Row<'salesByPaymentMethod'>
export type OutletSales = Row<'salesByOutlet'>
export type OutletStock = Row<'inventoryByOutlet'>
export type LowStockLine = Row<'lowStockByOutlet'>

export const {
  useSalesTrendQuery,
  useSalesByCategoryQuery,
  useSalesByPaymentMethodQuery,
  useSalesByOutletQuery,
  useInventoryByOutletQuery,
  useLowStockByOutletQuery,
} = reportsApi
