// The number of the order a payment was for, injected into the shared api: null when there is none the
// customer may see (or the id is not an order id).
import { api, supabaseQuery } from '@shop/shared/api'
import { isUuid } from '@shop/shared/ids/uuid'

export const orderNumberApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    paidOrderNumber: supabaseQuery(build, {
      query: (id: string) => (db) =>
        isUuid(id)
          ? db.from('orders').select('number').eq('id', id).maybeSingle()
          : Promise.resolve({ data: null, error: null }),
      transformResponse: (row) => row?.number ?? null,
      providesTags: (_number, _error, id) => [{ type: 'Order', id }],
    }),
  }),
})

export const { usePaidOrderNumberQuery } = orderNumberApi
