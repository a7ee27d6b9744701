// The outlet dashboard's figures, each from the server and limited by RLS to the reader's outlet:
// today's cards (outlet_today_stats), today's first five orders, today's orders per status
// (outlet_status_counts) and the revenue of the last 30 Kampala days (outlet_daily_revenue).
import { api, supabaseQuery } from '@shop/shared/api'
import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/orders'
import { kampalaDayStart } from '@shop/shared/time/kampala'

/**
 * The statuses an order waits in until it is delivered or cancelled. "Pending" means one thing on the
 * dashboard: the outlet's orders in the pending status now, whatever day they came in. The Pending Orders
 * card and the Order Status panel count waiting orders that way; delivered and cancelled ones are today's.
 */
export const WAITING_STATUSES = ['pending', 'processing', 'assigned', 'picked_up'] as const satisfies OrderStatus[]

const isWaiting = (status: OrderStatus) => (WAITING_STATUSES as readonly OrderStatus[]).includes(status)

/** The Order Status panel: every status, waiting ones counted now, delivered and cancelled today. */
export function statusPanelCounts(
  today: StatusCount[],
  waiting: WaitingOrder[],
): { status: OrderStatus; orders: number }[] {
  return ORDER_STATUSES.map((status) => ({
    status,
    orders: isWaiting(status)
      ? waiting.filter((o) => o.status === status).length
      : (today.find((row) => row.status === status)?.orders ?? 0),
  }))
}

/** The Pending Orders card: the panel's pending figure. */
export function pendingOrders(waiting: WaitingOrder[]): number {
  return waiting.filter((o) => o.status === 'pending').length
}

/** Recent Orders: the first 5 of today's orders. */
export const RECENT_LIMIT = 5

/**
 * Today's first five orders with one the realtime feed just announced (its row, as the reader's RLS lets
 * them see it), so the list shows a new order the moment it is announced rather than after every panel
 * has read again; the read that follows replaces it (with the customer's profile name). Rows that are
 * not today's, not whole, or already listed leave the list as it is.
 */
export function withAnnouncedOrder(orders: RecentOrder[], row: Record<string, unknown>, now: Date): RecentOrder[] {
  const { id, number, status, total_amount, created_at, shipping_address } = row
  if (typeof id !== 'string' || typeof status !== 'string' || typeof created_at !== 'string') return orders
  if (typeof number !== 'number' && typeof number !== 'string') return orders
  if (typeof total_amount !== 'number' && typeof total_amount !== 'string') return orders
  if (Date.parse(created_at) < kampalaDayStart(now).getTime() || orders.some((o) => o.id === id)) return orders
  const announced = {
    id,
    number: Number(number),
    status: status as RecentOrder['status'],
    total_amount: Number(total_amount),
    created_at,
    shipping_address: (shipping_address ?? null) as RecentOrder['shipping_address'],
    customer: null,
  }
  return [announced, ...orders]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, RECENT_LIMIT)
}

const TAGS = ['OutletDashboard'] as const

export const outletDashboardApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    outletTodayStats: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('outlet_today_stats')
          .select('orders_today, revenue_today, pending_orders, average_order_value')
          .eq('outlet_id', outletId)
          .single(),
      providesTags: ['OutletDashboard'],
    }),
    outletRecentOrders: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('orders')
          .select('id, number, status, total_amount, created_at, shipping_address, customer:users(full_name)')
          .eq('outlet_id', outletId)
          .gte('created_at', kampalaDayStart(new Date()).toISOString())
          .order('created_at', { ascending: false })
          .limit(RECENT_LIMIT),
      providesTags: ['OutletDashboard'],
    }),
    outletStatusCounts: supabaseQuery(build, {
      query: () => (db) => db.from('outlet_status_counts').select('status, orders'),
      providesTags: ['OutletDashboard'],
    }),
    outletWaitingOrders: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('orders')
          .select('status')
          .eq('outlet_id', outletId)
          .in('status', [...WAITING_STATUSES]),
      providesTags: ['OutletDashboard'],
    }),
    outletDailyRevenue: supabaseQuery(build, {
      query: () => (db) => db.from('outlet_daily_revenue').select('day, orders, revenue').order('day'),
      providesTags: ['OutletDashboard'],
    }),
  }),
})

type Row<Name extends keyof typeof outletDashboardApi.endpoints> =
  (typeof outletDashboardApi.endpoints)[Name]['Types']['ResultType'] extends (infer Row)[] ? Row : never

/** Today's cards. */
export type TodayStats = typeof outletDashboardApi.endpoints.outletTodayStats.Types.ResultType
/** One of today's first five orders, with the customer's profile name. */
export type RecentOrder = Row<'outletRecentOrders'>
/** Today's orders in one status. */
export type StatusCount = Row<'outletStatusCounts'>
/** An order waiting to be delivered or cancelled. */
export type WaitingOrder = Row<'outletWaitingOrders'>
/** One of the last 30 Kampala days' revenue. */
export type DayRevenue = Row<'outletDailyRevenue'>

export const {
  useOutletTodayStatsQuery,
  useOutletRecentOrdersQuery,
  useOutletStatusCountsQuery,
  useOutletWaitingOrdersQuery,
  useOutletDailyRevenueQuery,
} = outletDashboardApi
