// The outlet the signed-in employee works at: its id from the server's outlet_employees row (the shell
// loads it at sign-in), its name and details read here.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type OutletSummary = Pick<Tables<'outlets'>, 'id' | 'name'>

export const outletApi = api.enhanceEndpoints({ addTagTypes: ['Outlet'] }).injectEndpoints({
  endpoints: (build) => ({
    outlet: build.query<OutletSummary, string>({
      query: (id) => (db) => db.from('outlets').select('id, name').eq('id', id).single(),
      providesTags: (_outlet, _error, id) => [{ type: 'Outlet', id }],
    }),
  }),
})

export const { useOutletQuery } = outletApi
