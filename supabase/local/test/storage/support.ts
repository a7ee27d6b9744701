// Helpers of the Storage suites: users' clients, and the storage.objects row behind an upload.
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { TestStack } from '../support/stack.ts'

export interface TestUser {
  id: string
  token: string
  client: SupabaseClient
}

/** A signed-in user with a fresh id (users upload into a folder named after it). */
export async function newUser(stack: TestStack): Promise<TestUser> {
  const id = randomUUID()
  const token = await stack.jwt.sign({ sub: id, role: 'authenticated', aud: 'authenticated' }, 3600)
  return { id, token, client: stack.withToken(token) }
}

export async function objectRow(stack: TestStack, bucket: string, name: string) {
  const { rows } = await stack.db.query<Record<string, unknown>>(
    'select * from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  )
  return rows[0]
}

export const text = (value: string, type = 'text/plain') => new Blob([value], { type })
