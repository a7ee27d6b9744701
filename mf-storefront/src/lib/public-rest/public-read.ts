// GET of public catalogue data (products, categories, reviews: readable by anyone under RLS) with a plain
// fetch. The first screen of /products then needs neither supabase-js nor a signed-in client, and it can
// take over the read the page's HTML already started.
import { loadRuntimeConfig } from '@shop/shared/config'
import { takeEarlyRead } from './early-reads.ts'
import { restUrl } from './rest-url.ts'

/**
 * A failed read: the HTTP status (0 when the network failed), and PostgREST's message and code when it
 * sent them.
 */
export class PublicReadError extends Error {
  override name = 'PublicReadError'
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message)
  }
}

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new PublicReadError(error instanceof Error ? error.message : 'Network error', 0)
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null
    throw new PublicReadError(body?.message ?? `The API answered ${response.status}`, response.status, body?.code)
  }
  return response.json()
}

/** The rows of `pathAndQuery` (PostgREST syntax), typed by the caller. */
export async function publicRead<T>(pathAndQuery: string, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  const url = restUrl(await loadRuntimeConfig(), pathAndQuery)
  const early = takeEarlyRead(url)
  if (early) {
    try {
      return (await early) as T
    } catch {
      // The early read failed (a blip on a phone network): ask once more below.
    }
  }
  return (await fetchJson(url, signal)) as T
}
