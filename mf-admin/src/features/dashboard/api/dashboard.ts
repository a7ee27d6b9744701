// The dashboard's figures, through the portals' data layer (@shop/shared/api): one endpoint over the
// `dashboard_summary` view, cached under the 'DashboardSummary' tag that new or changed orders invalidate.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type DashboardSummary = Pick<
  Tables<'dashboard_summary'>,
  'total_revenue' | 'total_orders' | 'total_customers' | 'average_order_value'
>

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['DashboardSummary'] }).injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummary, void>({
      query: () => (db) =>
        db
          .from('dashboard_summary')
          .select('total_revenue, total_orders, total_customers, average_order_value')
          .single(),
      providesTags: ['DashboardSummary'],
    }),
  }),
})

export const { useDashboardSummaryQuery } = dashboardApi
