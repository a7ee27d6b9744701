// Reads that the page's HTML starts for a signed-in user before the app's JavaScript has arrived (the first
// paint's inline script, app/first-paint), with the stored session's access token: they travel beside the
// app's files instead of after them. The app's data layer takes each one (once) for the same read, if it is
// for the same user, instead of asking again. Nothing is kept beyond the page: the reads live in memory.
import type { AnswerData } from '@shop/shared/api'
import type { ShopClient } from '@shop/shared/supabase'
import type { StoredSession } from './stored-session.ts'

interface EarlyRead {
  userId: string
  rows: Promise<unknown[]>
}

declare global {
  interface Window {
    __shopSignedInReads?: Record<string, EarlyRead>
  }
}

export interface RestConfig {
  supabaseUrl: string
  supabaseAnonKey: string
}

/** The page's run-time config, which the shell's server puts into the HTML beside the inline scripts. */
export function inlineConfig(): RestConfig | null {
  try {
    const config = JSON.parse(document.getElementById('shop-config')?.textContent ?? 'null') as RestConfig | null
    return config?.supabaseUrl && config.supabaseAnonKey ? config : null
  } catch {
    return null
  }
}

/**
 * Starts a GET of `path` (PostgREST's path and query, e.g. `users?select=id&id=eq.1`) as the session's user.
 * The anon key travels in the query, the token in Authorization, as supabase-js sends it.
 */
export function startSignedInRead(config: RestConfig, session: StoredSession, path: string): Promise<unknown[]> {
  window.__shopSignedInReads ??= {}
  const reads = window.__shopSignedInReads
  const started = reads[path]
  if (started?.userId === session.userId) return started.rows
  const separator = path.includes('?') ? '&' : '?'
  const url = `${config.supabaseUrl.replace(/\/+$/, '')}/rest/v1/${path}${separator}apikey=${encodeURIComponent(config.supabaseAnonKey)}`
  const rows = fetch(url, { headers: { authorization: `Bearer ${session.accessToken}` } }).then((response) =>
    response.ok ? (response.json() as Promise<unknown[]>) : Promise.reject(new Error(`${response.status}`)),
  )
  // A read nobody takes (the visitor left) must not be reported as an unhandled rejection.
  rows.catch(() => undefined)
  reads[path] = { userId: session.userId, rows }
  return rows
}

/** The early read of `path` for `userId`, removed so that a later read (a refetch) asks the API. */
export function takeSignedInRead(path: string, userId: string | undefined): Promise<unknown[]> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__shopSignedInReads
  const read = reads?.[path]
  if (!read || !reads) return undefined
  delete reads[path]
  return read.userId === userId ? read.rows : undefined
}

/**
 * A data-layer call that first takes the early read of `path` for the client's user, and makes `call`
 * when there is none or it failed. `pick` turns the early rows into what `call` would have answered
 * (null: not usable, ask the API).
 */
export function withEarlyRead<Answer extends { error: unknown }>(
  path: string,
  pick: (rows: unknown[]) => NoInfer<AnswerData<Answer>> | null,
  call: (client: ShopClient) => PromiseLike<Answer>,
): (client: ShopClient) => Promise<Answer | { data: AnswerData<Answer>; error: null }> {
  return async (client) => {
    const { data } = await client.auth.getSession()
    const early = takeSignedInRead(path, data.session?.user.id)
    if (early) {
      try {
        const picked = pick(await early)
        if (picked !== null) return { data: picked, error: null }
      } catch {
        // The early read failed (a blip on a phone network, an expired token): ask the API below.
      }
    }
    return call(client)
  }
}
