// Helpers of the Storage suites: users' clients, and the storage.objects row behind an upload.
import { randomUUID } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { createJwtKeys } from '../../src/jwt/index.ts'
import type { TestStack } from '../support/stack.ts'

/**
 * A supabase-js client: the anon key, the service_role key, or the anon key with a user's token.
 * supabase-js builds its realtime client eagerly and needs a WebSocket class on Node 20.
 */
export function clientFor(stack: TestStack, as: 'anon' | 'service' | { token: string }): SupabaseClient {
  const key = as === 'service' ? stack.config.serviceRoleKey : stack.config.anonKey
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(typeof as === 'object' ? { global: { headers: { Authorization: `Bearer ${as.token}` } } } : {}),
  })
}

export interface TestUser {
  id: string
  token: string
  client: SupabaseClient
}

/** A signed-in user with a fresh id (users upload into a folder named after it). */
export async function newUser(stack: TestStack): Promise<TestUser> {
  const id = randomUUID()
  const token = await createJwtKeys(stack.config.jwtSecret).sign(
    { sub: id, role: 'authenticated', aud: 'authenticated' },
    3600,
  )
  return { id, token, client: clientFor(stack, { token }) }
}

export async function objectRow(stack: TestStack, bucket: string, name: string) {
  const { rows } = await stack.db.query<Record<string, unknown>>(
    'select * from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  )
  return rows[0]
}

export const text = (value: string, type = 'text/plain') => new Blob([value], { type })
