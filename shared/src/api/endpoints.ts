// Endpoints typed by their supabase-js call. RTK Query cannot see through a base query to what one call
// returns (its `query` answers the base query's argument, here a function of the client), so
// `build.query<Result, Arg>` would leave the result to be written by hand, free to drift from the select
// string. `supabaseQuery(build, definition)` and `supabaseMutation(build, definition)` are `build.query`
// and `build.mutation` with the same definition, whose types are read from it instead: the argument from
// `query`'s parameter, the raw result from the call (postgrest-js types a select from its string, an RPC
// from `Database['public']['Functions']`, a storage or functions call from its answer), and the result
// from `transformResponse` when there is one.
import type {
  EndpointBuilder,
  MutationDefinition,
  MutationExtraOptions,
  QueryDefinition,
  QueryExtraOptions,
  QueryReturnValue,
} from '@reduxjs/toolkit/query'
import type { ApiError, ApiMeta, ClientCall, ShopBaseQuery } from './base-query.ts'

/**
 * What the base query gives for a call answering `Answer`: the `data` of its answers without an error (the
 * base query turns the others into an ApiError). A PostgREST read's rows, `.single()`'s row,
 * `.maybeSingle()`'s row or null, an RPC's declared return, a storage call's data; never without `data`.
 */
export type AnswerData<Answer> =
  Exclude<Answer, { error: object }> extends infer Success
    ? Success extends { data: infer Data }
      ? Data
      : never
    : never

/** What the base query gives for `Call` (see AnswerData). */
export type CallData<Call extends ClientCall> = AnswerData<Awaited<ReturnType<Call>>>

interface SupabaseEndpoint<Arg, Call extends ClientCall, Result> {
  /** The call to make for `arg`; its answer's type is the endpoint's raw result. */
  query(arg: Arg): Call
  queryFn?: never
  /** Reshapes the raw result (with PostgREST's count in `meta`); its return is the endpoint's result. */
  transformResponse?(raw: CallData<Call>, meta: ApiMeta | undefined, arg: Arg): Result | Promise<Result>
}

type Builder<TagTypes extends string, ReducerPath extends string> = EndpointBuilder<
  ShopBaseQuery,
  TagTypes,
  ReducerPath
>

// Both return types are NoInfer: injectEndpoints gives each endpoint the contextual type of any endpoint
// definition, from which the argument and result would be inferred as `any`. The base query runs the call
// and passes its data on as it is, which RTK cannot know: runCall says so with the one assertion.

/** `build.query(definition)`, with the argument, raw result and result read from the definition. */
export function supabaseQuery<
  TagTypes extends string,
  ReducerPath extends string,
  Call extends ClientCall,
  Arg = void,
  Result = CallData<Call>,
>(
  build: Builder<TagTypes, ReducerPath>,
  definition: SupabaseEndpoint<Arg, Call, Result> &
    Omit<QueryExtraOptions<TagTypes, Result, Arg, ShopBaseQuery, ReducerPath, CallData<Call>>, 'type'>,
): NoInfer<QueryDefinition<Arg, ShopBaseQuery, TagTypes, Result, ReducerPath, CallData<Call>>> {
  return build.query<Result, Arg, CallData<Call>>(definition)
}

/** `build.mutation(definition)`, with the argument, raw result and result read from the definition. */
export function supabaseMutation<
  TagTypes extends string,
  ReducerPath extends string,
  Call extends ClientCall,
  Arg = void,
  Result = CallData<Call>,
>(
  build: Builder<TagTypes, ReducerPath>,
  definition: SupabaseEndpoint<Arg, Call, Result> &
    Omit<MutationExtraOptions<TagTypes, Result, Arg, ShopBaseQuery, ReducerPath, CallData<Call>>, 'type'>,
): NoInfer<MutationDefinition<Arg, ShopBaseQuery, TagTypes, Result, ReducerPath, CallData<Call>>> {
  return build.mutation<Result, Arg, CallData<Call>>(definition)
}

/**
 * Inside a `queryFn` (an endpoint that does more than one call, or answers from a cache when offline):
 * `call` run through the base query that `queryFn` is given, its data typed by the call's answer.
 *
 *   async queryFn(riderId: string, _api, _extra, baseQuery) {
 *     const result = await runCall(baseQuery, (db) => db.from('orders').select('id').eq('rider_id', riderId))
 *     ...
 */
export async function runCall<Call extends ClientCall>(
  baseQuery: (arg: ClientCall) => ReturnType<ShopBaseQuery>,
  call: Call,
): Promise<QueryReturnValue<CallData<Call>, ApiError, ApiMeta>> {
  return (await baseQuery(call)) as QueryReturnValue<CallData<Call>, ApiError, ApiMeta>
}
