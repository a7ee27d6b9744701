// supabase-js clients for the Auth suites. Node 20 has no global WebSocket, so realtime-js is given
// `ws` as its transport, as its error message asks; the clients keep sessions in memory only.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import ws from 'ws'
import type { TestStack } from '../support/stack.ts'

type AuthOptions = NonNullable<SupabaseClientOptions<'public'>['auth']>

export function client(stack: TestStack, key: string, auth: AuthOptions = {}): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
    realtime: { transport: ws as never },
  })
}

export const anon = (stack: TestStack, auth: AuthOptions = {}) => client(stack, stack.config.anonKey, auth)
export const service = (stack: TestStack) => client(stack, stack.config.serviceRoleKey)
