// The order's page: one order of the rider (answered from the phone's copy when offline) and its
// delivery photo.
import { runCall, supabaseQuery } from '@shop/shared/api'
import { signDeliveryPhoto } from '@shop/shared/storage/delivery-photo'
import { browserOffline, type Cached, NO_CONNECTION, offline, remember } from '../../../lib/api/kept-orders.ts'
import { riderTags } from '../../../lib/api/rider-api.ts'
import { type RiderOrder, riderOrderQuery } from '../../../lib/order-types.ts'
import { riderDb } from '../../../lib/rider-db.ts'

export const orderApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    riderOrder: build.query<Cached<RiderOrder | null>, { riderId: string; orderId: string }>({
      async queryFn({ riderId, orderId }, _api, _extra, baseQuery) {
        const result = browserOffline()
          ? { error: NO_CONNECTION }
          : await runCall(baseQuery, (db) => riderOrderQuery(db, riderId, orderId))
        if (!result.error) {
          const order = result.data
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
    deliveryPhotoUrl: supabaseQuery(build, {
      query: (path: string) => (db) => signDeliveryPhoto(db, path),
    }),
  }),
})

export const { useRiderOrderQuery, useDeliveryPhotoUrlQuery } = orderApi
