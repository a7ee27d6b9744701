// The dashboard's figures, through the portals' data layer (@shop/shared/api), every one read from the
// database: the summary view's cards, the last 7 days of `daily_revenue`, the five best sellers of
// `top_products`, and the alerts (products with stock under 10, orders waiting). New or changed orders
// invalidate the 'Dashboard' tag (DashboardPage).
import { api, supabaseQuery } from '@shop/shared/api'
import { withEarlyRead } from '../../../lib/early-reads/early-reads.ts'
import { SUMMARY_COLUMNS, SUMMARY_PATH } from '../figures.ts'

/** The dashboard's low-stock alert: products with stock under 10 (the product cards warn at 10 or less). */
export const DASHBOARD_LOW_STOCK_BELOW = 10
export const TREND_DAYS = 7
export const TOP_PRODUCTS = 5

/** The view has one row (sums); anything else is not an answer to use. The early read's JSON is the row. */
const oneRow = <Row>(rows: unknown[]) => (rows.length === 1 ? (rows[0] as Row) : null)

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: supabaseQuery(build, {
      // The page's HTML may have started this read already, with the figures it paints.
      query: () =>
        withEarlyRead(SUMMARY_PATH, oneRow, (db) => db.from('dashboard_summary').select(SUMMARY_COLUMNS).single()),
      providesTags: ['Dashboard'],
    }),
    revenueTrend: supabaseQuery(build, {
      query: () => (db) =>
        db.from('daily_revenue').select('day, orders, revenue').order('day', { ascending: false }).limit(TREND_DAYS),
      // Oldest first, as the bars read left to right.
      transformResponse: (rows) => [...rows].reverse(),
      providesTags: ['Dashboard'],
    }),
    topProducts: supabaseQuery(build, {
      query: () => (db) => db.from('top_products').select('product_id, name, units_sold').limit(TOP_PRODUCTS),
      providesTags: ['Dashboard'],
    }),
    lowStock: supabaseQuery(build, {
      query: () => (db) =>
        db
          .from('products')
          .select('id, name, stock', { count: 'exact' })
          .lt('stock', DASHBOARD_LOW_STOCK_BELOW)
          .is('withdrawn_at', null)
          .order('stock')
          .order('name')
          .limit(5),
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Dashboard'],
    }),
  }),
})

export const { useDashboardSummaryQuery, useRevenueTrendQuery, useTopProductsQuery, useLowStockQuery } = dashboardApi
