// The stand-in signs access tokens as a new hosted project does, out of the box: ES256 with its own key
// (its `kid` in the header, the public half at /auth/v1/.well-known/jwks.json), the legacy anon and
// service_role keys still HS256. The key stays with the data, so a session outlives a restart; a project
// started with legacyJwt signs HS256 with the JWT secret, as one made before signing keys.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@supabase/supabase-js'
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningStack, startStack } from '../../src/stack.ts'
import { createTestDatabase, testDb } from '../support/database.ts'
import { fixtureWorkdir, startTestStack, type TestStack } from '../support/stack.ts'
import { uniqueEmail } from './helpers.ts'

const clientOf = (stack: RunningStack, accessToken?: string) =>
  createClient(stack.url, stack.config.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  })

async function signUp(stack: RunningStack) {
  const { data, error } = await clientOf(stack).auth.signUp({ email: uniqueEmail('keys'), password: 'kampala-123' })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session
}

const jwksOf = async (stack: RunningStack) =>
  (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as JSONWebKeySet

describe('a stand-in started as it comes', () => {
  let stack: TestStack
  beforeAll(async () => {
    stack = await startTestStack()
  }, 120_000)
  afterAll(() => stack?.stop())

  it('signs a sign-up’s access token ES256 with the kid its JWKS lists, verifiable with the public key alone', async () => {
    const session = await signUp(stack)
    const jwks = await jwksOf(stack)
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
    expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'ES256', kid: jwks.keys[0]?.kid, typ: 'JWT' })
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks))
    expect(payload).toMatchObject({ sub: session.user.id, role: 'authenticated' })
  })

  it('keeps the legacy anon and service_role keys HS256, and they still work', async () => {
    expect(decodeProtectedHeader(stack.config.anonKey).alg).toBe('HS256')
    const { error } = await stack.service().auth.admin.listUsers()
    expect(error).toBeNull()
  })

  it('refreshes a session into another ES256 token', async () => {
    const session = await signUp(stack)
    const { data, error } = await clientOf(stack).auth.refreshSession({ refresh_token: session.refresh_token })
    expect(error).toBeNull()
    expect(decodeProtectedHeader(data.session?.access_token as string).alg).toBe('ES256')
  })
})

describe('the signing key across a restart', () => {
  it('is kept with the data: a session from before the restart is still the user’s after it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-keys-'))
    const database = testDb === 'postgres' ? await createTestDatabase('keys') : null
    const start = () =>
      startStack({ workdir: fixtureWorkdir, port: 0, dataDir, databaseUrl: database?.url, quiet: true })
    try {
      const first = await start()
      const session = await signUp(first)
      const kid = (await jwksOf(first)).keys[0]?.kid
      await first.stop()

      const second = await start()
      try {
        expect((await jwksOf(second)).keys[0]?.kid).toBe(kid)
        const { data, error } = await clientOf(second, session.access_token).auth.getUser(session.access_token)
        expect(error).toBeNull()
        expect(data.user?.id).toBe(session.user.id)
      } finally {
        await second.stop()
      }
    } finally {
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})

describe('a stand-in started with legacyJwt', () => {
  it('signs HS256 with the JWT secret and lists no key in its JWKS', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'supabase-local-legacy-'))
    const database = testDb === 'postgres' ? await createTestDatabase('legacy') : null
    const stack = await startStack({
      workdir: fixtureWorkdir,
      port: 0,
      dataDir,
      databaseUrl: database?.url,
      legacyJwt: true,
      quiet: true,
    })
    try {
      const session = await signUp(stack)
      expect(decodeProtectedHeader(session.access_token)).toEqual({ alg: 'HS256', typ: 'JWT' })
      expect(await jwksOf(stack)).toEqual({ keys: [] })
      const { error } = await clientOf(stack, session.access_token).auth.getUser(session.access_token)
      expect(error).toBeNull()
    } finally {
      await stack.stop()
      await database?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
