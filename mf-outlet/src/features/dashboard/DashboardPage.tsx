// The outlet dashboard (backoffice spec, "Outlet dashboard"), with real figures for this outlet only:
// today's cards, today's first five orders, the revenue trend and today's orders per status. Live: a
// new order for this outlet shows "New order received!", goes straight into Recent Orders from the
// realtime row, and every panel reads again; any change to one of its orders updates the figures.
// Leaving the page ends the subscription (useLiveTags).
import { useLiveTags } from '@shop/shared/api'
import { useAppDispatch } from '@shop/shared/store/hooks'
import { toast } from '@shop/shared/toast'
import { Typography } from 'antd'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'
import {
  outletDashboardApi,
  useOutletDailyRevenueQuery,
  useOutletRecentOrdersQuery,
  useOutletStatusCountsQuery,
  useOutletTodayStatsQuery,
  withAnnouncedOrder,
} from './api/dashboard.ts'
import { RecentOrders } from './components/RecentOrders.tsx'
import { RevenueTrend } from './components/RevenueTrend.tsx'
import { StatusPanel } from './components/StatusPanel.tsx'
import { TodayCards } from './components/TodayCards.tsx'
import './dashboard.css'

export const NEW_ORDER_TOAST = 'New order received!'

export default function DashboardPage() {
  const { outlet } = useCurrentOutlet()
  const dispatch = useAppDispatch()
  const stats = useOutletTodayStatsQuery(outlet.id)
  const recent = useOutletRecentOrdersQuery(outlet.id)
  const statuses = useOutletStatusCountsQuery()
  const revenue = useOutletDailyRevenueQuery()
  useLiveTags(outletDashboardApi.util.invalidateTags, {
    table: 'orders',
    filter: `outlet_id=eq.${outlet.id}`,
    tags: ['OutletDashboard'],
    onChange: (change) => {
      if (change.eventType !== 'INSERT') return
      toast.show(NEW_ORDER_TOAST)
      if (!recent.data) return
      const value = withAnnouncedOrder(recent.data, change.new, new Date())
      if (value !== recent.data) {
        dispatch(
          outletDashboardApi.util.upsertQueryEntries([{ endpointName: 'outletRecentOrders', arg: outlet.id, value }]),
        )
      }
    },
  })
  return (
    <div className="outlet-dashboard">
      <Typography.Title level={1}>Outlet Dashboard</Typography.Title>
      <TodayCards stats={stats.data} loading={stats.isLoading} error={stats.isError} onRetry={stats.refetch} />
      <div className="outlet-dashboard__grid">
        <RecentOrders orders={recent.data} loading={recent.isLoading} error={recent.isError} onRetry={recent.refetch} />
        <StatusPanel
          counts={statuses.data}
          loading={statuses.isLoading}
          error={statuses.isError}
          onRetry={statuses.refetch}
        />
      </div>
      <RevenueTrend days={revenue.data} loading={revenue.isLoading} error={revenue.isError} onRetry={revenue.refetch} />
    </div>
  )
}
