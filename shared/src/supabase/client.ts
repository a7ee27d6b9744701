// The one Supabase client of the page. supabase-js is loaded on first use, so a first visit that has no
// stored session does not download it before the page can render.

import { loadRuntimeConfig } from '@shop/shared/config'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types.ts'
import { AUTH_STORAGE_KEY } from './session-hint.ts'

/** The page's client, typed from the schema: supabase-js types every query from its select string. */
export type ShopClient = SupabaseClient<Database>

let client: Promise<ShopClient> | null = null
let createdClient: ShopClient | null = null
const createdListeners = new Set<(client: ShopClient) => void>()

export { AUTH_STORAGE_KEY, mayHaveSession } from './session-hint.ts'

export function getSupabase(): Promise<ShopClient> {
  client ??= Promise.all([loadRuntimeConfig(), import('@supabase/supabase-js')])
    .then(([config, { createClient }]) => {
      const created = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
        auth: { flowType: 'pkce', storageKey: AUTH_STORAGE_KEY, persistSession: true, autoRefreshToken: true },
        realtime: { params: { eventsPerSecond: 10 } },
      })
      createdClient = created
      for (const listener of createdListeners) listener(created)
      return created
    })
    .catch((error: unknown) => {
      client = null
      throw error
    })
  return client
}

/** Calls `listener` once the client exists (at once if it already does); the shell listens for auth events this way. */
export function onSupabaseCreated(listener: (client: ShopClient) => void): void {
  createdListeners.add(listener)
  if (createdClient) listener(createdClient)
}
