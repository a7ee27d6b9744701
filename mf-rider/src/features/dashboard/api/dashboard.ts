// The dashboard's own reads and writes: today's earnings and deliveries, and the rider's availability.
import { supabaseMutation, supabaseQuery } from '@shop/shared/api'
import { riderTags } from '../../../lib/api/rider-api.ts'

export const dashboardApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    // A view's columns are all nullable to postgrest-js; these are sums coalesced to 0 and a count.
    earningsSummary: supabaseQuery(build, {
      query: (riderId: string) => (db) =>
        db
          .from('rider_earnings_summary')
          .select('today, deliveries_today')
          .eq('rider_id', riderId)
          .maybeSingle()
          .overrideTypes<{ today: number; deliveries_today: number }>(),
      providesTags: ['RiderEarnings'],
    }),
    setAvailability: supabaseMutation(build, {
      query:
        ({ riderId, status }: { riderId: string; status: 'online' | 'offline' }) =>
        (db) =>
          db.from('delivery_riders').update({ status }).eq('id', riderId),
      invalidatesTags: ['RiderProfile'],
    }),
  }),
})

export const { useEarningsSummaryQuery, useSetAvailabilityMutation } = dashboardApi
