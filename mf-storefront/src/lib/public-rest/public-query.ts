// An RTK Query `queryFn` for a public read (lib/public-rest/public-read.ts): the endpoint goes into the
// shared api like any other, with its tags and cache, but its request is a plain fetch that never loads
// supabase-js, and it takes over a read the page's HTML started (the first paint's early reads).
import { type ApiError, toApiError } from '@shop/shared/api'
import { publicRead } from './public-read.ts'

export type PublicQueryResult<T> = { data: T } | { error: ApiError }

/** Reads `pathAndQuery` (PostgREST syntax) and shapes its rows with `shape`; a failure is an ApiError. */
export async function publicQuery<Row, T>(
  pathAndQuery: string,
  signal: AbortSignal,
  shape: (rows: Row[]) => T,
): Promise<PublicQueryResult<T>> {
  try {
    return { data: shape(await publicRead<Row[]>(pathAndQuery, { signal })) }
  } catch (error) {
    return { error: toApiError(error) }
  }
}
