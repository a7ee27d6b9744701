// supabase-js clients for the REST suites, against a test stack, and test JWTs.
import type { SupabaseClient } from '@supabase/supabase-js'
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
  const keys = createJwtKeys(stack.config.jwtSecret)
  return {
    anon: stack.anon(),
    service: stack.service(),
    withToken: (token) => stack.withToken(token),
    signIn: (sub, extra = {}) => keys.sign({ sub, role: 'authenticated', ...extra }, 3600),
  }
}
