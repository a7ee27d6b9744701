// The portals' one server-data layer: an RTK Query api over the page's Supabase client. It starts with no
// endpoints; each remote injects its own at run time (`api.injectEndpoints`, tag types through
// `api.enhanceEndpoints({ addTagTypes })`). Importing this module puts the api's reducer into the shell's
// store (combineSlices' `inject`) and its middleware into the store's dynamic middleware, once per page.
//
//   const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
//     endpoints: (build) => ({
//       order: build.query<Order, string>({
//         query: (id) => (db) => db.from('orders').select('*').eq('id', id).single(),
//         providesTags: (_order, _error, id) => [{ type: 'Order', id }],
//       }),
//     }),
//   })
import type { WithSlice } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query/react'
import { dynamicMiddleware, rootReducer } from '@shop/shared/store'
import { getSupabase } from '@shop/shared/supabase'
import { createShopApi } from './create-api.ts'

export const api = createShopApi(getSupabase)

declare module '@shop/shared/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api)
dynamicMiddleware.addMiddleware(api.middleware, (store) => {
  // Refetch on focus and reconnect where an endpoint asks for it (riders on a flaky network).
  setupListeners(store.dispatch)
  return (next) => (action) => next(action)
})

export type { ApiError, ApiMeta, SupabaseCall, SupabaseResult } from './base-query.ts'
export { toApiError } from './base-query.ts'
export { type LiveChange, type LiveTarget, subscribeToChanges } from './live.ts'
export { type LiveTagsSpec, useLiveTags } from './use-live-tags.ts'
