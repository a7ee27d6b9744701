// The outlet dashboard, with real figures for this outlet only: today's cards, today's first five
// orders, the revenue trend and the orders per status (waiting ones now, whatever day, as the Pending
// Orders card counts them; delivered and cancelled today's). Live: a new order for this outlet (which
// the frame's alert announces) goes straight into Recent Orders from the realtime row, and every panel
// reads again; any change to one of its orders updates the figures. Leaving the page ends the subscription
// (useLiveTags).
import { useLiveTags } from '@shop/shared/api'
import { useAppDispatch } from '@shop/shared/store/hooks'
import { Typography } from 'antd'
import { useCurrentOutlet } from '../../lib/outlet/current-outlet.ts'
import {
  outletDashboardApi,
  pendingOrders,
  statusPanelCounts,
  useOutletDailyRevenueQuery,
  useOutletRecentOrdersQuery,
  useOutletStatusCountsQuery,
  useOutletTodayStatsQuery,
  useOutletWaitingOrdersQuery,
  withAnnouncedOrder,
} from './api/dashboard.ts'
import { RecentOrders } from './components/RecentOrders.tsx'
import { RevenueTrend } from './components/RevenueTrend.tsx'
import { StatusPanel } from './components/StatusPanel.tsx'
import { TodayCards } from './components/TodayCards.tsx'
import './dashboard.css'

export default function DashboardPage() {
  const { outlet } = useCurrentOutlet()
  const dispatch = useAppDispatch()
  const stats = useOutletTodayStatsQuery(outlet.id)
  const recent = useOutletRecentOrdersQuery(outlet.id)
  const statuses = useOutletStatusCountsQuery()
  const waiting = useOutletWaitingOrdersQuery(outlet.id)
  const revenue = useOutletDailyRevenueQuery()
  useLiveTags(outletDashboardApi.util.invalidateTags, {
    table: 'orders',
    filter: `outlet_id=eq.${outlet.id}`,
    tags: ['OutletDashboard'],
    onChange: (change) => {
      if (change.eventType !== 'INSERT') return
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
      <TodayCards
        stats={stats.data}
        pending={waiting.data ? pendingOrders(waiting.data) : undefined}
        loading={stats.isLoading || waiting.isLoading}
        error={stats.isError || waiting.isError}
        onRetry={() => {
          void stats.refetch()
          void waiting.refetch()
        }}
      />
      <div className="outlet-dashboard__grid">
        <RecentOrders orders={recent.data} loading={recent.isLoading} error={recent.isError} onRetry={recent.refetch} />
        <StatusPanel
          counts={statuses.data && waiting.data ? statusPanelCounts(statuses.data, waiting.data) : undefined}
          loading={statuses.isLoading || waiting.isLoading}
          error={statuses.isError || waiting.isError}
          onRetry={() => {
            void statuses.refetch()
            void waiting.refetch()
          }}
        />
      </div>
      <RevenueTrend days={revenue.data} loading={revenue.isLoading} error={revenue.isError} onRetry={revenue.refetch} />
    </div>
  )
}
