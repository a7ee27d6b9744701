// The dashboard's own reads and writes: today's earnings and deliveries, and the rider's availability.
import type { Tables } from '@shop/shared/database'
import { riderTags } from '../../../lib/api/rider-api.ts'

export type EarningsSummary = Pick<Tables<'rider_earnings_summary'>, 'today' | 'deliveries_today'>

export const dashboardApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    earningsSummary: build.query<EarningsSummary | null, string>({
      query: (riderId) => (db) =>
        db.from('rider_earnings_summary').select('today, deliveries_today').eq('rider_id', riderId).maybeSingle(),
      providesTags: ['RiderEarnings'],
    }),
    setAvailability: build.mutation<null, { riderId: string; status: 'online' | 'offline' }>({
      query:
        ({ riderId, status }) =>
        (db) =>
          db.from('delivery_riders').update({ status }).eq('id', riderId),
      invalidatesTags: ['RiderProfile'],
    }),
  }),
})

export const { useEarningsSummaryQuery, useSetAvailabilityMutation } = dashboardApi
