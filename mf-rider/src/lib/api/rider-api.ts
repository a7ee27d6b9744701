// The rider app's server data, through the portals' data layer. The order reads also keep what they
// got in rider-db's `orders` store, and answer from there when the network does not (offline, the
// rider still sees the last known deliveries, marked with when they were read).
import { type ApiError, api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { signDeliveryPhoto } from '@shop/shared/storage/delivery-photo'
import { activeOrdersQuery, type RiderOrder, riderOrderQuery } from '../order-types.ts'
import { riderDb } from '../rider-db.ts'

export interface Cached<T> {
  data: T
  /** When the copy shown was read from the server, if it did not come from the server just now. */
  savedAt: number | null
}

export type RiderProfile = Pick<
  Tables<'delivery_riders'>,
  'id' | 'email' | 'full_name' | 'phone' | 'vehicle_type' | 'status' | 'is_active' | 'rating' | 'total_deliveries'
>
export type EarningsSummary = Pick<Tables<'rider_earnings_summary'>, 'today' | 'deliveries_today'>
export type EarningsTotals = Pick<
  Tables<'rider_earnings_summary'>,
  'today' | 'yesterday' | 'week' | 'last_week' | 'month' | 'last_month'
>
export type Earning = Pick<Tables<'rider_earnings'>, 'id' | 'date' | 'type' | 'amount' | 'distance'>

const offline = (error: ApiError) => error.status === 'network'

/** What a read gives when the browser already knows it is offline (no wait for the API's retries). */
const NO_CONNECTION: ApiError = { status: 'network', code: null, message: 'You are offline', details: null, hint: null }
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Keeps what the server said. The full list of a rider's active deliveries (`activeOf`) also drops the
 * kept copies of that rider's orders that are no longer in it (delivered or cancelled since).
 */
async function remember(orders: RiderOrder[], { activeOf }: { activeOf?: string } = {}) {
  try {
    const db = await riderDb()
    const tx = db.transaction('orders', 'readwrite')
    const savedAt = Date.now()
    const current = new Set(orders.map((order) => order.id))
    const gone = activeOf
      ? (await tx.store.getAll()).filter((s) => s.order.rider_id === activeOf && !current.has(s.id))
      : []
    await Promise.all([
      ...gone.map((s) => tx.store.delete(s.id)),
      ...orders.map((order) => tx.store.put({ id: order.id, order, savedAt })),
      tx.done,
    ])
  } catch (error) {
    console.warn('Could not keep the deliveries on this device:', error)
  }
}

/** The rider's active deliveries as last kept on this device, newest first, and when they were read. */
export async function keptActiveOrders(riderId: string): Promise<Cached<RiderOrder[]>> {
  const stored = (await (await riderDb()).getAll('orders')).filter(
    (s) => s.order.rider_id === riderId && (s.order.status === 'assigned' || s.order.status === 'picked_up'),
  )
  stored.sort((a, b) => b.order.created_at.localeCompare(a.order.created_at))
  const savedAt = Math.min(...stored.map((s) => s.savedAt), Date.now())
  return { data: stored.map((s) => s.order), savedAt }
}

export const riderApi = api
  .enhanceEndpoints({ addTagTypes: ['RiderOrders', 'RiderOrder', 'RiderProfile', 'RiderEarnings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      activeOrders: build.query<Cached<RiderOrder[]>, string>({
        async queryFn(riderId, _api, _extra, baseQuery) {
          const result = browserOffline()
            ? { error: NO_CONNECTION }
            : await baseQuery((db) => activeOrdersQuery(db, riderId))
          if (!result.error) {
            const orders = result.data as RiderOrder[]
            await remember(orders, { activeOf: riderId })
            return { data: { data: orders, savedAt: null } }
          }
          if (!offline(result.error)) return { error: result.error }
          const kept = await keptActiveOrders(riderId).catch(() => null)
          return kept ? { data: kept } : { error: result.error }
        },
        providesTags: ['RiderOrders'],
      }),
      riderOrder: build.query<Cached<RiderOrder | null>, { riderId: string; orderId: string }>({
        async queryFn({ riderId, orderId }, _api, _extra, baseQuery) {
          const result = browserOffline()
            ? { error: NO_CONNECTION }
            : await baseQuery((db) => riderOrderQuery(db, riderId, orderId))
          if (!result.error) {
            const order = result.data as RiderOrder | null
            if (order) await remember([order])
            return { data: { data: order, savedAt: null } }
          }
          if (!offline(result.error)) return { error: result.error }
          const stored = await (await riderDb()).get('orders', orderId).catch(() => undefined)
          if (!stored || stored.order.rider_id !== riderId) return { error: result.error }
          return { data: { data: stored.order, savedAt: stored.savedAt } }
        },
        providesTags: (_result, _error, { orderId }) => [{ type: 'RiderOrder', id: orderId }],
      }),
      riderProfile: build.query<RiderProfile, string>({
        query: (riderId) => (db) =>
          db
            .from('delivery_riders')
            .select('id, email, full_name, phone, vehicle_type, status, is_active, rating, total_deliveries')
            .eq('id', riderId)
            .single(),
        providesTags: ['RiderProfile'],
      }),
      earningsSummary: build.query<EarningsSummary | null, string>({
        query: (riderId) => (db) =>
          db.from('rider_earnings_summary').select('today, deliveries_today').eq('rider_id', riderId).maybeSingle(),
        providesTags: ['RiderEarnings'],
      }),
      earningsTotals: build.query<EarningsTotals | null, string>({
        query: (riderId) => (db) =>
          db
            .from('rider_earnings_summary')
            .select('today, yesterday, week, last_week, month, last_month')
            .eq('rider_id', riderId)
            .maybeSingle(),
        providesTags: ['RiderEarnings'],
      }),
      recentEarnings: build.query<Earning[], string>({
        query: (riderId) => (db) =>
          db
            .from('rider_earnings')
            .select('id, date, type, amount, distance')
            .eq('rider_id', riderId)
            .order('date', { ascending: false })
            .limit(20),
        providesTags: ['RiderEarnings'],
      }),
      setAvailability: build.mutation<null, { riderId: string; status: 'online' | 'offline' }>({
        query:
          ({ riderId, status }) =>
          (db) =>
            db.from('delivery_riders').update({ status }).eq('id', riderId),
        invalidatesTags: ['RiderProfile'],
      }),
      updateProfile: build.mutation<null, { riderId: string; full_name: string; phone: string }>({
        query:
          ({ riderId, full_name, phone }) =>
          (db) =>
            db.from('delivery_riders').update({ full_name, phone }).eq('id', riderId),
        invalidatesTags: ['RiderProfile'],
      }),
      deliveryPhotoUrl: build.query<string, string>({
        query: (path) => (db) => signDeliveryPhoto(db, path),
      }),
    }),
  })

export const {
  useActiveOrdersQuery,
  useRiderOrderQuery,
  useRiderProfileQuery,
  useEarningsSummaryQuery,
  useEarningsTotalsQuery,
  useRecentEarningsQuery,
  useSetAvailabilityMutation,
  useUpdateProfileMutation,
  useDeliveryPhotoUrlQuery,
} = riderApi
