// 'Our Outlets', injected into the shared api: the outlets the visitor may see (active ones, by RLS),
// ordered by name.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'

export type Outlet = Pick<
  Tables<'outlets'>,
  'id' | 'name' | 'address' | 'city' | 'country' | 'phone' | 'opening_hours' | 'latitude' | 'longitude'
>

export const OUTLETS_FAILED = 'Failed to load outlets'

export const outletsApi = api.enhanceEndpoints({ addTagTypes: ['Outlet'] }).injectEndpoints({
  endpoints: (build) => ({
    shopOutlets: build.query<Outlet[], void>({
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

export const { useShopOutletsQuery } = outletsApi
