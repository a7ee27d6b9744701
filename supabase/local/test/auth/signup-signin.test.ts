// Sign-up and password sign-in through supabase-js, on the database TEST_DB names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyRequestSettings, loadSwitchableRoles } from '../../src/db/request-settings.ts'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon, service } from './clients.ts'
import { authFetch, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString())

describe('sign-up', () => {
  it('answers a session and a confirmed user, as local Supabase does with autoconfirm', async () => {
    const email = uniqueEmail('signup')
    const { data, error } = await anon(stack).auth.signUp({
      email,
      password: 'kampala-123',
      options: { data: { full_name: 'Nakato Sarah' } },
    })
    expect(error).toBeNull()
    const user = data.user
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Nakato Sarah', email, email_verified: true, phone_verified: false },
      is_anonymous: false,
    })
    expect(user?.email_confirmed_at).toBeTruthy()
    expect(user?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        id: user?.id,
        user_id: user?.id,
        identity_data: expect.objectContaining({ sub: user?.id, email, email_verified: false }),
      }),
    ])
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { id: user?.id } })
    expect(data.session?.refresh_token).toMatch(/^[a-z2-7]{12}$/)

    const { rows } = await stack.db.query<{ encrypted_password: string; raw_app_meta_data: unknown; sessions: number }>(
      `select encrypted_password, raw_app_meta_data,
              (select count(*)::int from auth.sessions s where s.user_id = u.id) as sessions
         from auth.users u where email = $1`,
      [email],
    )
    expect(rows[0]?.encrypted_password).toMatch(/^\$2a\$10\$/)
    expect(rows[0]?.raw_app_meta_data).toEqual({ provider: 'email', providers: ['email'] })
    expect(rows[0]?.sessions).toBe(1)
  })

  it('writes the profile row from the trigger on auth.users in the same transaction', async () => {
    const email = uniqueEmail('profile')
    const { data } = await anon(stack).auth.signUp({
      email,
      password: 'kampala-123',
      options: { data: { full_name: 'Okello Brian' } },
    })
    const { rows } = await stack.db.query('select email, full_name from public.auth_profiles where id = $1', [
      data.user?.id,
    ])
    expect(rows).toEqual([{ email, full_name: 'Okello Brian' }])
  })

  it('rolls the sign-up back when a trigger fails, answering 500 "Database error saving new user"', async () => {
    const { data, error } = await anon(stack).auth.signUp({ email: 'mukasa@refused.test', password: 'kampala-123' })
    expect(data.user).toBeNull()
    expect(error?.status).toBe(500)

    const res = await authFetch(stack, '/signup', { json: { email: 'mukasa@refused.test', password: 'kampala-123' } })
    expect(res.status).toBe(500)
    expect(res.headers.get('x-sb-error-code')).toBe('unexpected_failure')
    expect(await res.json()).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' })

    // Clients of the first API version see the trigger's own error, as GoTrue shows them.
    const legacy = await authFetch(stack, '/signup', {
      json: { email: 'mukasa@refused.test', password: 'kampala-123' },
      headers: { 'X-Supabase-Api-Version': '' },
    })
    expect(legacy.status).toBe(500)
    expect(await legacy.json()).toEqual({ code: 'P0001', message: 'sign-ups from refused.test are not allowed' })

    const { rows } = await stack.db.query(
      `select (select count(*)::int from auth.users where email = 'mukasa@refused.test') as users,
              (select count(*)::int from auth.identities where email = 'mukasa@refused.test') as identities`,
    )
    expect(rows[0]).toEqual({ users: 0, identities: 0 })
  })

  it('refuses a second sign-up with a registered address: 422 user_already_exists', async () => {
    const email = uniqueEmail('twice')
    await anon(stack).auth.signUp({ email, password: 'kampala-123' })
    const { error } = await anon(stack).auth.signUp({ email, password: 'another-pass' })
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })
  })

  it('refuses a weak password with weak_password and the reasons', async () => {
    const { error } = await anon(stack).auth.signUp({ email: uniqueEmail('weak'), password: '123' })
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    })
  })
})

describe('password sign-in', () => {
  it('answers a session whose access token carries the claims GoTrue issues', async () => {
    const email = uniqueEmail('signin')
    await anon(stack).auth.signUp({ email, password: 'kampala-123', options: { data: { full_name: 'Achieng' } } })
    const { data, error } = await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })
    expect(error).toBeNull()
    const claims = claimsOf(data.session?.access_token as string)
    expect(claims).toEqual({
      iss: `${stack.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      exp: data.session?.expires_at,
      iat: expect.any(Number),
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Achieng', email_verified: true }),
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    })
    expect(claims.exp - claims.iat).toBe(3600)
    const { rows } = await stack.db.query('select user_id::text from auth.sessions where id = $1', [claims.session_id])
    expect(rows).toEqual([{ user_id: data.user?.id }])
    expect(data.user?.last_sign_in_at).toBeTruthy()
  })

  it('answers invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const email = uniqueEmail('wrong')
    await anon(stack).auth.signUp({ email, password: 'kampala-123' })
    const wrong = await anon(stack).auth.signInWithPassword({ email, password: 'not-the-password' })
    const unknown = await anon(stack).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'kampala-123' })
    for (const { error, data } of [wrong, unknown]) {
      expect(data.session).toBeNull()
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
    }
  })

  it('takes as long for an unknown address as for a wrong password, so timing does not tell who exists', async () => {
    const email = uniqueEmail('timed')
    await anon(stack).auth.signUp({ email, password: 'kampala-123' })
    // The fastest of a few tries: what other work on the machine adds to a try, it adds at random, while
    // the bcrypt comparison is in every one of them.
    const fastest = async (signIn: () => Promise<unknown>) => {
      const times: number[] = []
      for (let i = 0; i < 5; i++) {
        const started = performance.now()
        await signIn()
        times.push(performance.now() - started)
      }
      return Math.min(...times)
    }
    // Different addresses each time (unknown) and a wrong password within the free failures (known).
    const known = await fastest(() => anon(stack).auth.signInWithPassword({ email, password: 'not-it' }))
    const unknown = await fastest(() =>
      anon(stack).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'not-it' }),
    )
    // A bcrypt comparison at cost 10 takes tens of milliseconds; skipping it answers in a few.
    expect(unknown).toBeGreaterThan(known * 0.5)
  })

  it("lets a user seeded with pgcrypto's crypt() sign in", async () => {
    const email = uniqueEmail('seeded')
    // The way seed.sql files insert users: a bf hash from pgcrypto and NULL tokens.
    await stack.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt('seeded-pass', extensions.gen_salt('bf')), now(),
         '{"provider":"email","providers":["email"]}', '{"full_name":"Seeded Rider"}', now(), now())`,
      [email],
    )
    const { rows } = await stack.db.query<{ hash: string }>(
      'select encrypted_password as hash from auth.users where email = $1',
      [email],
    )
    expect(rows[0]?.hash).toMatch(/^\$2a\$06\$/)
    const client = anon(stack)
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'seeded-pass' })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Seeded Rider' }, identities: [] })
    const me = await client.auth.getUser()
    expect(me.data.user?.email).toBe(email)
  })

  it('answers email_not_confirmed for an address that was never confirmed', async () => {
    const email = uniqueEmail('unconfirmed')
    const created = await service(stack).auth.admin.createUser({ email, password: 'kampala-123' })
    expect(created.error).toBeNull()
    const { error } = await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
  })

  it("has row-level security see the signed-in user: auth.uid() is the token's subject", async () => {
    const email = uniqueEmail('rls')
    const { data } = await anon(stack).auth.signUp({ email, password: 'kampala-123' })
    const other = await anon(stack).auth.signUp({ email: uniqueEmail('rls-other'), password: 'kampala-123' })
    const token = data.session?.access_token as string
    // Checked as every service of the stack checks a bearer token: signature and expiry.
    const claims = await stack.jwt.verify(token)
    expect(claims.sub).toBe(data.user?.id)

    const seen = await stack.db.transaction(
      async (tx) => {
        await applyRequestSettings(tx, { role: claims.role as string, claims }, await loadSwitchableRoles(tx))
        const uid = await tx.query<{ uid: string; role: string }>('select auth.uid()::text as uid, auth.role() as role')
        const profiles = await tx.query<{ id: string }>('select id::text from public.auth_profiles')
        return { who: uid.rows[0], profiles: profiles.rows.map((r) => r.id) }
      },
      { rollback: true },
    )
    expect(seen.who).toEqual({ uid: data.user?.id, role: 'authenticated' })
    expect(seen.profiles).toEqual([data.user?.id])
    expect(seen.profiles).not.toContain(other.data.user?.id)
  })
})
