// Who a /rest/v1 request runs as: the JWT's role and claims, so PostgreSQL's own grants and RLS
// policies decide what it may see and change; and the errors for missing or bad credentials.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { type RestClients, restClients } from './clients.ts'

const AMINA = '00000000-0000-0000-0000-00000000000a'
const BRIAN = '00000000-0000-0000-0000-00000000000b'

let stack: TestStack
let clients: RestClients

beforeAll(async () => {
  stack = await startTestStack()
  clients = restClients(stack)
})
afterAll(async () => {
  await stack?.stop()
})

const asUser = async (sub: string) => clients.withToken(await clients.signIn(sub))
const bodies = (rows: { body: string }[] | null) => (rows ?? []).map((r) => r.body).sort()

describe('row level security', () => {
  it('shows anonymous visitors only public notes', async () => {
    const { data } = await clients.anon.from('notes').select('body')
    expect(bodies(data)).toEqual(["Amina's public note"])
  })

  it('shows a signed-in user their own notes and the public ones', async () => {
    const amina = await asUser(AMINA)
    expect(bodies((await amina.from('notes').select('body')).data)).toEqual([
      "Amina's private note",
      "Amina's public note",
    ])
    const brian = await asUser(BRIAN)
    expect(bodies((await brian.from('notes').select('body')).data)).toEqual([
      "Amina's public note",
      "Brian's private note",
    ])
  })

  it('lets the service role see every row', async () => {
    const { count } = await clients.service.from('notes').select('*', { count: 'exact', head: true })
    expect(count).toBe(3)
  })

  it('writes a note as its owner, auth.uid() filling the owner', async () => {
    const amina = await asUser(AMINA)
    const { data, error, status } = await amina.from('notes').insert({ body: 'new note' }).select('owner_id, body')
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toEqual([{ owner_id: AMINA, body: 'new note' }])
  })

  it('refuses a note written for someone else with 403', async () => {
    const amina = await asUser(AMINA)
    const { error, status } = await amina.from('notes').insert({ body: 'forged', owner_id: BRIAN })
    expect(status).toBe(403)
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    })
  })

  it('refuses an anonymous write with 401', async () => {
    const { error, status } = await clients.anon.from('notes').insert({ body: 'anonymous', owner_id: AMINA })
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  it("changes nothing when a user updates someone else's note", async () => {
    const brian = await asUser(BRIAN)
    const { data, status } = await brian.from('notes').update({ body: 'hacked' }).eq('owner_id', AMINA).select('id')
    expect(status).toBe(200)
    expect(data).toEqual([])
    const { data: rows } = await clients.service.from('notes').select('body').eq('body', 'hacked')
    expect(rows).toEqual([])
  })
})

describe('grants', () => {
  it('answers 401 to anonymous and 403 to signed-in users on a table they may not read', async () => {
    const anon = await clients.anon.from('secrets').select('*')
    expect(anon.status).toBe(401)
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' })
    const user = await (await asUser(AMINA)).from('secrets').select('*')
    expect(user.status).toBe(403)
    const service = await clients.service.from('secrets').select('value')
    expect(service.data).toEqual([{ value: 'the recipe' }])
  })

  it('runs a security definer function with its owner rights', async () => {
    expect((await clients.anon.rpc('count_secrets')).data).toBe(1)
  })

  it('sets role, claims, method and path for the request', async () => {
    const amina = await asUser(AMINA)
    expect((await amina.rpc('whoami')).data).toEqual({
      uid: AMINA,
      role: 'authenticated',
      claims_role: 'authenticated',
      method: 'POST',
      path: '/rpc/whoami',
    })
    expect((await clients.anon.rpc('whoami', {}, { get: true })).data).toMatchObject({
      uid: null,
      role: 'anon',
      method: 'GET',
    })
  })
})

describe('credentials', () => {
  const get = (headers: Record<string, string>) => fetch(`${stack.url}/rest/v1/products?select=id&limit=1`, { headers })
  const key = () => stack.config.anonKey

  it('needs the apikey, as the gateway does', async () => {
    const response = await get({})
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
  })

  it('answers an expired token with PGRST303 and WWW-Authenticate', async () => {
    const secret = new TextEncoder().encode(stack.config.jwtSecret)
    const expired = await new SignJWT({ role: 'authenticated', sub: AMINA })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 120)
      .sign(secret)
    const response = await get({ apikey: key(), Authorization: `Bearer ${expired}` })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    )
    expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
  })

  it('answers a token signed with another secret, or malformed, with PGRST301', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'))
    const bad = await get({ apikey: key(), Authorization: `Bearer ${forged}` })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toMatchObject({ code: 'PGRST301', message: 'JWT cryptographic operation failed' })
    const malformed = await get({ apikey: key(), Authorization: 'Bearer not.a-jwt' })
    expect(await malformed.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 2' })
  })

  it('refuses a role that is not granted to the authenticator with 401', async () => {
    const token = await clients.signIn(AMINA, { role: 'postgres' })
    const response = await get({ apikey: key(), Authorization: `Bearer ${token}` })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '22023', message: 'role "postgres" does not exist' })
  })

  it('without an Authorization header the request is anonymous, even with the service_role key as apikey', async () => {
    const keyOnly = await fetch(`${stack.url}/rest/v1/secrets?select=value`, {
      headers: { apikey: stack.config.serviceRoleKey },
    })
    // anon has no privilege on the table: PostgREST answers 42501 with 401 to an anonymous caller.
    expect(keyOnly.status).toBe(401)
    expect(await keyOnly.json()).toMatchObject({ code: '42501' })
    const bearer = await fetch(`${stack.url}/rest/v1/secrets?select=value`, {
      headers: { apikey: stack.config.serviceRoleKey, Authorization: `Bearer ${stack.config.serviceRoleKey}` },
    })
    expect(await bearer.json()).toEqual([{ value: 'the recipe' }])
  })
})
