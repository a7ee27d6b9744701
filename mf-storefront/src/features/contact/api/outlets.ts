// 'Our Outlets', injected into the shared api: the outlets the visitor may see (active ones, by RLS),
// ordered by name.
import { api, supabaseQuery } from '@shop/shared/api'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'

export const OUTLETS_FAILED = 'Failed to load outlets'

export const outletsApi = api.enhanceEndpoints({ addTagTypes: ['Outlet'] }).injectEndpoints({
  endpoints: (build) => ({
    shopOutlets: supabaseQuery(build, {
      query: () => (db) =>
        db
          .from('outlets')
          .select('id, name, address, city, country, phone, opening_hours, latitude, longitude')
          .order('name'),
      onQueryStarted: toastOnFailure(OUTLETS_FAILED),
      providesTags: ['Outlet'],
    }),
  }),
})

export type Outlet = (typeof outletsApi.endpoints.shopOutlets.Types.ResultType)[number]

export const { useShopOutletsQuery } = outletsApi
