// The new API keys and asymmetric JWTs, as a hosted project issues them: a publishable key
// (`sb_publishable_…`) acts as the role anon and a secret key (`sb_secret_…`) as service_role, through
// supabase-js unchanged; access tokens are signed with the project's ES256 signing key and served
// as a JWKS; tokens signed with the legacy secret still pass. Over a project whose config.toml
// names a signing key file (`auth.signing_keys_path`, as `supabase gen signing-key` writes it).
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose'
import { parse, stringify } from 'smol-toml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createJwtKeys } from '../../src/jwt/index.ts'
import { fixtureWorkdir, startTestStack, type TestStack } from '../support/stack.ts'

const workdir = mkdtempSync(path.join(tmpdir(), 'sl-api-keys-'))
let stack: TestStack

function client(key: string, accessToken?: string): SupabaseClient {
  return createClient(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  })
}

beforeAll(async () => {
  // The fixture project, with a signing key file named in its config.toml.
  const supabase = path.join(workdir, 'supabase')
  cpSync(path.join(fixtureWorkdir, 'supabase'), supabase, { recursive: true, dereference: false })
  rmSync(path.join(supabase, 'migrations'), { recursive: true })
  symlinkSync(path.join(fixtureWorkdir, 'supabase', 'migrations'), path.join(supabase, 'migrations'))
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'ES256', key_ops: ['sign', 'verify'] }
  writeFileSync(path.join(supabase, 'signing_keys.json'), JSON.stringify([jwk]))
  const config = parse(readFileSync(path.join(supabase, 'config.toml'), 'utf8'))
  config.auth = { ...((config.auth as object) ?? {}), signing_keys_path: './signing_keys.json' }
  writeFileSync(path.join(supabase, 'config.toml'), stringify(config))
  stack = await startTestStack({ workdir })
}, 120_000)
afterAll(async () => {
  await stack?.stop()
  rmSync(workdir, { recursive: true, force: true })
})

describe('the publishable key', () => {
  it('reads what anon may read, and nothing more', async () => {
    const publishable = client(stack.config.publishableKey)
    const { data, error } = await publishable.from('categories').select('slug').limit(1)
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    const secrets = await publishable.from('secrets').select('*')
    expect(secrets.error?.code).toBe('42501')
  })

  it('signs a user up and in; the access token is ES256 with the signing key’s kid, and RLS sees the user', async () => {
    const publishable = client(stack.config.publishableKey)
    const email = `keys-${Date.now()}@example.com`
    const { data, error } = await publishable.auth.signUp({ email, password: 'a-good-password-1' })
    expect(error).toBeNull()
    const token = data.session?.access_token as string
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: 'test-key-1' })

    const user = client(stack.config.publishableKey, token)
    const inserted = await user.from('notes').insert({ body: 'mine' }).select('owner_id').single()
    expect(inserted.error).toBeNull()
    expect(inserted.data?.owner_id).toBe(data.user?.id)
    const { data: me } = await user.auth.getUser(token)
    expect(me.user?.email).toBe(email)
  })

  it('calls a function that verifies JWTs, alone and with a user’s ES256 token', async () => {
    const publishable = client(stack.config.publishableKey)
    const alone = await publishable.functions.invoke('hello', { body: { name: 'key' } })
    expect(alone.error).toBeNull()
    expect(alone.data.message).toBe('Hello key!')
    const session = await publishable.auth.signUp({
      email: `fn-${Date.now()}@example.com`,
      password: 'a-good-password-1',
    })
    const token = session.data.session?.access_token as string
    const asUser = await client(stack.config.publishableKey, token).functions.invoke('hello', { body: { name: 'u' } })
    expect(asUser.error).toBeNull()
    expect(asUser.data.authorization).toBe(`Bearer ${token}`)
  })

  it('joins a realtime channel', async () => {
    const publishable = client(stack.config.publishableKey)
    const status = await new Promise<string>((resolve) => {
      publishable.channel('keys-room').subscribe((s) => {
        if (s !== 'CLOSED') resolve(s)
      })
    })
    expect(status).toBe('SUBSCRIBED')
    await publishable.removeAllChannels()
  })

  it('is the only sb_ key the gateway takes: another one is refused with 401', async () => {
    const response = await fetch(`${stack.url}/rest/v1/categories`, {
      headers: { apikey: 'sb_publishable_not-this-project', Authorization: 'Bearer sb_publishable_not-this-project' },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Invalid API key')
  })
})

describe('the secret key', () => {
  it('acts as service_role: the Auth admin API and tables no API role may read', async () => {
    const secret = client(stack.config.secretKey)
    const users = await secret.auth.admin.listUsers()
    expect(users.error).toBeNull()
    expect(users.data.users.length).toBeGreaterThan(0)
    const { error } = await secret.from('notes').select('id')
    expect(error).toBeNull()
  })
})

describe('asymmetric JWTs', () => {
  it('Auth serves the public half of the signing key as the JWKS, and tokens verify against it', async () => {
    const response = await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)
    expect(response.status).toBe(200)
    const jwks = (await response.json()) as { keys: Record<string, unknown>[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kid: 'test-key-1', alg: 'ES256', kty: 'EC', crv: 'P-256' })
    expect(jwks.keys[0]).not.toHaveProperty('d')

    const { data } = await client(stack.config.publishableKey).auth.signUp({
      email: `jwks-${Date.now()}@example.com`,
      password: 'a-good-password-1',
    })
    const { payload } = await jwtVerify(data.session?.access_token as string, createLocalJWKSet(jwks as never))
    expect(payload.role).toBe('authenticated')
  })

  it('still accepts a token signed with the legacy JWT secret (HS256)', async () => {
    const legacy = await createJwtKeys(stack.config.jwtSecret).sign(
      { sub: '00000000-0000-0000-0000-0000000000aa', role: 'authenticated' },
      600,
    )
    expect(decodeProtectedHeader(legacy).alg).toBe('HS256')
    const { error } = await client(stack.config.publishableKey, legacy).from('notes').select('id')
    expect(error).toBeNull()
  })
})
