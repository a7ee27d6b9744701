// The portals' one server-data layer: an RTK Query api over the page's Supabase client. It starts with no
// endpoints; each remote injects its own at run time (`api.injectEndpoints`, tag types through
// `api.enhanceEndpoints({ addTagTypes })`). Importing this module puts the api's reducer into the shell's
// store (combineSlices' `inject`) and its middleware into the store's dynamic middleware, once per page.
//
// An endpoint's `query` returns the supabase-js call to make with the client. Write it with
// `supabaseQuery(build, ...)` or `supabaseMutation(build, ...)`, never with a result type of your own:
// the argument's type is `query`'s parameter, the result is what the call answers (postgrest-js reads the
// columns and embeds from the select string; `.single()` gives the row, `.maybeSingle()` the row or null,
// an RPC its return in `Database['public']['Functions']`), or what `transformResponse` returns when there
// is one, which gets the call's data and, in `meta.count`, PostgREST's count. Name a result for a
// screen from the endpoint itself, not with a `Pick` of the table:
//
//   const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
//     endpoints: (build) => ({
//       orders: supabaseQuery(build, {
//         query: (outletId: string) => (db) =>
//           db.from('orders').select('id, number, outlet:outlets(name)', { count: 'exact' }).eq('outlet_id', outletId),
//         transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
//         providesTags: ['Order'],
//       }),
//       order: supabaseQuery(build, {
//         query: (id: string) => (db) => db.from('orders').select('*').eq('id', id).single(),
//         providesTags: (_order, _error, id) => [{ type: 'Order', id }],
//       }),
//       cancelOrder: supabaseMutation(build, {
//         query: ({ id, reason }: { id: string; reason: string }) => (db) =>
//           db.rpc('cancel_order', { order_id: id, reason }),
//         invalidatesTags: (_order, _error, { id }) => [{ type: 'Order', id }],
//       }),
//     }),
//   })
//   // { id: string; number: number; outlet: { name: string } | null }
//   export type OrderRow = (typeof ordersApi.endpoints.orders.Types.ResultType)['rows'][number]
//
// A jsonb column is `Json` in the generated types, and a function's result columns are all not null:
// say what they cannot know with postgrest-js's `.overrideTypes<{ column: Shape }[]>()` at the end of the
// call. A select string must be a literal (or a `const` of one) for postgrest-js to read it. An endpoint
// with a `queryFn` runs its calls with `runCall(baseQuery, call)`, whose data is typed the same way.
//
// `build.query<Result, Arg>({ query })` still compiles, with a result nothing checks. To convert one:
// `build.query<Result, Arg>({` becomes `supabaseQuery(build, {` (and `build.mutation<…>({`
// `supabaseMutation(build, {`), `query: (arg) =>` becomes `query: (arg: Arg) =>` (no parameter: no type),
// `transformResponse: (rows: Row[], meta)` becomes `(rows, meta)`, and each hand-written result type
// becomes the endpoint's. A type the same api's arguments use cannot come from its results (a cycle):
// name the call instead (`const readSettings = (db: ShopClient) => db.from(...)...`, `query: () =>
// readSettings`) and type it with `CallData<typeof readSettings>`.
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

export type { ApiError, ApiMeta, ClientCall, SupabaseCall, SupabaseResult } from './base-query.ts'
export { toApiError } from './base-query.ts'
export { type AnswerData, type CallData, runCall, supabaseMutation, supabaseQuery } from './endpoints.ts'
export { type LiveChange, type LiveTarget, subscribeToChanges } from './live.ts'
export { type LiveTagsSpec, useLiveTags } from './use-live-tags.ts'
