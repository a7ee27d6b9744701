// The reports' figures, every one read from the database (migrations 20261124165100, 20261126120000): the
// trend per day, week or month (sales_by_period), sales by category, payment method and outlet for the same
// Kampala days, and stock value and low stock by outlet. Admins only; new or changed orders and stock
// invalidate the 'Report' tag.
import { api } from '@shop/shared/api'
import type { Database } from '@shop/shared/database'

type Rpc<N extends keyof Database['public']['Functions']> = Database['public']['Functions'][N]['Returns']

export type Grouping = 'day' | 'week' | 'month'
export interface Period {
  /** Kampala calendar days, "YYYY-MM-DD", both included. */
  from: string
  to: string
}

export type PeriodSales = Rpc<'sales_by_period'>[number]
export type CategorySales = Rpc<'sales_by_category'>[number]
export type PaymentMethodSales = Rpc<'sales_by_payment_method'>[number]
export type OutletSales = Rpc<'sales_by_outlet'>[number]
export type OutletStock = Rpc<'inventory_by_outlet'>[number]
export type LowStockLine = Rpc<'low_stock_by_outlet'>[number]

/** The longest period a report covers (the database refuses longer ones: KM722). */
export const REPORT_MAX_DAYS = 366

const range = ({ from, to }: Period) => ({ start_date: from, end_date: to })

export const reportsApi = api.enhanceEndpoints({ addTagTypes: ['Report'] }).injectEndpoints({
  endpoints: (build) => ({
    salesTrend: build.query<PeriodSales[], Period & { by: Grouping }>({
      query: (period) => (db) => db.rpc('sales_by_period', { ...range(period), period: period.by }),
      providesTags: ['Report'],
    }),
    salesByCategory: build.query<CategorySales[], Period>({
      query: (period) => (db) => db.rpc('sales_by_category', range(period)),
      providesTags: ['Report'],
    }),
    salesByPaymentMethod: build.query<PaymentMethodSales[], Period>({
      query: (period) => (db) => db.rpc('sales_by_payment_method', range(period)),
      providesTags: ['Report'],
    }),
    salesByOutlet: build.query<OutletSales[], Period>({
      query: (period) => (db) => db.rpc('sales_by_outlet', range(period)),
      providesTags: ['Report'],
    }),
    inventoryByOutlet: build.query<OutletStock[], void>({
      query: () => (db) => db.rpc('inventory_by_outlet'),
      providesTags: ['Report'],
    }),
    lowStockByOutlet: build.query<LowStockLine[], void>({
      query: () => (db) => db.rpc('low_stock_by_outlet'),
      providesTags: ['Report'],
    }),
  }),
})

export const {
  useSalesTrendQuery,
  useSalesByCategoryQuery,
  useSalesByPaymentMethodQuery,
  useSalesByOutletQuery,
  useInventoryByOutletQuery,
  useLowStockByOutletQuery,
} = reportsApi
