// RTK Query's base query over the Supabase client. An endpoint's `query` returns what to run with the
// client (a PostgREST builder, an RPC, a storage or functions call): anything that resolves to supabase-js's
// `{ data, error }`. Errors become one serialisable shape, whatever service answered.
import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import type { ShopClient } from '@shop/shared/supabase'

/** What every supabase-js call resolves to (PostgREST adds `count` and `status`). */
export interface SupabaseResult<T = unknown> {
  data: T | null
  error: unknown
  count?: number | null
  status?: number
}

/**
 * The work an endpoint asks for: given the page's client, one supabase-js call. Its answer is only
 * required to have `error`: a `data` here would be the contextual type of the call's last method, and
 * `.single()` would take its row type from it (unknown) instead of from the select string.
 */
export type ClientCall = (client: ShopClient) => PromiseLike<{ error: unknown }>

/** A call whose answer's data is `T`. */
export type SupabaseCall<T = unknown> = (client: ShopClient) => PromiseLike<SupabaseResult<T>>

/**
 * A failed call, as screens see it: `code` is PostgREST's or Postgres's code (our business errors have
 * their own, listed in @shop/shared/errors), `status` the HTTP status when there was an answer, or
 * 'network' when none came.
 */
export interface ApiError {
  status: number | 'network'
  code: string | null
  message: string
  details: string | null
  hint: string | null
}

/** Extra facts of a successful answer: PostgREST's row count when the query asked for one. */
export interface ApiMeta {
  count: number | null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** Reads any supabase-js error (PostgREST, storage, functions, auth, a thrown TypeError) into an ApiError. */
export function toApiError(error: unknown, status?: number): ApiError {
  const fields = (error ?? {}) as Record<string, unknown>
  const statusCode = Number(fields.status ?? fields.statusCode ?? status)
  const answered = Number.isInteger(statusCode) && statusCode > 0
  return {
    status: answered ? statusCode : 'network',
    code: text(fields.code),
    message: text(fields.message) ?? 'The request failed',
    details: text(fields.details),
    hint: text(fields.hint),
  }
}

/** The base query's type: what endpoint definitions are checked against. */
export type ShopBaseQuery = BaseQueryFn<ClientCall, unknown, ApiError, object, ApiMeta>

export function createSupabaseBaseQuery(getClient: () => Promise<ShopClient>): ShopBaseQuery {
  return async (call) => {
    try {
      const client = await getClient()
      // Every supabase-js answer has `data` beside `error`, and PostgREST's `count` and `status`.
      const result = (await call(client)) as SupabaseResult
      if (result.error) return { error: toApiError(result.error, result.status) }
      return { data: result.data, meta: { count: result.count ?? null } }
    } catch (error) {
      return { error: toApiError(error) }
    }
  }
}
