// supabase-js clients for the REST suites, against a test stack, and test JWTs.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { TestStack } from '../support/stack.ts'

export interface RestClients {
  anon: SupabaseClient
  service: SupabaseClient
  /** A client whose requests carry `Authorization: Bearer <token>`. */
  withToken(token: string): SupabaseClient
  /** A JWT for `sub` with role `authenticated`, signed as the stack's Auth signs (ES256 by default). */
  signIn(sub: string, extra?: Record<string, unknown>): Promise<string>
}

export function restClients(stack: TestStack): RestClients {
  return {
    anon: stack.anon(),
    service: stack.service(),
    withToken: (token) => stack.withToken(token),
    signIn: (sub, extra = {}) => stack.jwt.sign({ sub, role: 'authenticated', ...extra }, 3600),
  }
}
