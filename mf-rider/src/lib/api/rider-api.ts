// The rider app's server data, through the portals' data layer: its cache tags, and the reads several
// pages share (the active deliveries, kept on the phone for offline use, and the rider's profile). Each
// feature injects its own endpoints into this api (its `api/` folder).
import { api, runCall, supabaseQuery } from '@shop/shared/api'
import { activeOrdersQuery, type RiderOrder } from '../order-types.ts'
import { browserOffline, type Cached, keptActiveOrders, NO_CONNECTION, offline, remember } from './kept-orders.ts'

export const riderTags = api.enhanceEndpoints({
  addTagTypes: ['RiderOrders', 'RiderOrder', 'RiderProfile', 'RiderEarnings'],
})

export const riderApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    activeOrders: build.query<Cached<RiderOrder[]>, string>({
      async queryFn(riderId, _api, _extra, baseQuery) {
        const result = browserOffline()
          ? { error: NO_CONNECTION }
          : await runCall(baseQuery, (db) => activeOrdersQuery(db, riderId))
        if (!result.error) {
          const orders = result.data
          await remember(orders, { activeOf: riderId })
          return { data: { data: orders, savedAt: null } }
        }
        if (!offline(result.error)) return { error: result.error }
        const kept = await keptActiveOrders(riderId).catch(() => null)
        return kept ? { data: kept } : { error: result.error }
      },
      providesTags: ['RiderOrders'],
    }),
    riderProfile: supabaseQuery(build, {
      query: (riderId: string) => (db) =>
        db
          .from('delivery_riders')
          .select(
            'id, email, full_name, phone, vehicle_type, status, is_active, rating, total_deliveries, approval, rejection_reason',
          )
          .eq('id', riderId)
          .single(),
      providesTags: ['RiderProfile'],
    }),
  }),
})

export const { useActiveOrdersQuery, useRiderProfileQuery } = riderApi
