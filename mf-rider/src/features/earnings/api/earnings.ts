// The earnings page: the totals per period and the latest earnings.
import { supabaseQuery } from '@shop/shared/api'
import { riderTags } from '../../../lib/api/rider-api.ts'

export const earningsApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    // A view's columns are all nullable to postgrest-js; these are sums coalesced to 0 and a count.
    earningsTotals: supabaseQuery(build, {
      query: (riderId: string) => (db) =>
        db
          .from('rider_earnings_summary')
          .select('today, yesterday, week, last_week, month, last_month')
          .eq('rider_id', riderId)
          .maybeSingle()
          .overrideTypes<{
            today: number
            yesterday: number
            week: number
            last_week: number
            month: number
            last_month: number
          }>(),
      providesTags: ['RiderEarnings'],
    }),
    recentEarnings: supabaseQuery(build, {
      query: (riderId: string) => (db) =>
        db
          .from('rider_earnings')
          .select('id, date, type, amount, distance')
          .eq('rider_id', riderId)
          .order('date', { ascending: false })
          .limit(20),
      providesTags: ['RiderEarnings'],
    }),
  }),
})

export const { useEarningsTotalsQuery, useRecentEarningsQuery } = earningsApi
