// supabase-js clients for the REST suites, against a test stack. Node 20 has no global WebSocket,
// so realtime-js gets `ws` as its transport (it is never connected here).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { createJwtKeys } from '../../src/jwt/index.ts'
import type { TestStack } from '../support/stack.ts'

export interface RestClients {
  anon: SupabaseClient
  service: SupabaseClient
  /** A client whose requests carry `Authorization: Bearer <token>`. */
  withToken(token: string): SupabaseClient
  /** A JWT for `sub` with role `authenticated`, signed with the stack's secret. */
  signIn(sub: string, extra?: Record<string, unknown>): Promise<string>
}

export function restClients(stack: TestStack): RestClients {
  const client = (key: string, token?: string) =>
    createClient(stack.url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
      ...(token !== undefined ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    })
  const keys = createJwtKeys(stack.config.jwtSecret)
  return {
    anon: client(stack.config.anonKey),
    service: client(stack.config.serviceRoleKey),
    withToken: (token) => client(stack.config.anonKey, token),
    signIn: (sub, extra = {}) => keys.sign({ sub, role: 'authenticated', ...extra }, 3600),
  }
}
