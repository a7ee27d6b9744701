// The earnings page: the totals per period and the latest earnings.
import type { Tables } from '@shop/shared/database'
import { riderTags } from '../../../lib/api/rider-api.ts'

export type EarningsTotals = Pick<
  Tables<'rider_earnings_summary'>,
  'today' | 'yesterday' | 'week' | 'last_week' | 'month' | 'last_month'
>
export type Earning = Pick<Tables<'rider_earnings'>, 'id' | 'date' | 'type' | 'amount' | 'distance'>

export const earningsApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
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
  }),
})

export const { useEarningsTotalsQuery, useRecentEarningsQuery } = earningsApi
