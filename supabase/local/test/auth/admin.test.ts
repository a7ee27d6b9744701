// The admin users API through supabase-js's auth.admin, with the service_role key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon, service } from './clients.ts'
import { authFetch, follow, fragmentOf, mailsTo, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

const admin = () => service(stack).auth.admin

type LinkParams = Parameters<ReturnType<typeof admin>['generateLink']>[0]

async function generated(params: LinkParams) {
  const { data, error } = await admin().generateLink(params)
  if (error || !data.user || !data.properties) throw error ?? new Error('no link generated')
  return { user: data.user, properties: data.properties }
}

async function created(password = 'kampala-123') {
  const email = uniqueEmail('admin')
  const { data, error } = await admin().createUser({ email, password, email_confirm: true })
  if (error) throw error
  return { id: data.user.id, email }
}

describe('creating users', () => {
  it('createUser writes a confirmed user with user_metadata and app_metadata who can sign in', async () => {
    const email = uniqueEmail('created')
    const { data, error } = await admin().createUser({
      email,
      password: 'kampala-123',
      email_confirm: true,
      user_metadata: { full_name: 'Ssempala Ivan' },
      app_metadata: { outlet: 'ntinda' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email,
      role: 'authenticated',
      aud: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], outlet: 'ntinda' },
      user_metadata: { full_name: 'Ssempala Ivan', email_verified: true },
      identities: [expect.objectContaining({ provider: 'email', identity_data: expect.objectContaining({ email }) })],
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const signIn = await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })
    expect(signIn.error).toBeNull()
    expect(signIn.data.session?.user.app_metadata.outlet).toBe('ntinda')
  })

  it('refuses an address already registered: 422 email_exists', async () => {
    const { email } = await created()
    const { error } = await admin().createUser({ email, password: 'kampala-123' })
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
  })

  it('runs the triggers on auth.users and reports their failure as 500', async () => {
    const { error } = await admin().createUser({ email: 'okot@refused.test', password: 'kampala-123' })
    expect(error?.status).toBe(500)
    const { rows } = await stack.db.query(`select 1 from auth.users where email = 'okot@refused.test'`)
    expect(rows).toEqual([])
  })
})

describe('listing users', () => {
  it('pages through the users, newest first, with the total count and the next and last pages', async () => {
    for (let i = 0; i < 3; i++) await created()
    const { rows } = await stack.db.query<{ id: string }>(
      `select id::text from auth.users where aud = 'authenticated' order by created_at desc, id`,
    )
    const { data, error } = await admin().listUsers({ page: 1, perPage: 2 })
    expect(error).toBeNull()
    expect(data.users.map((u) => u.id)).toEqual(rows.slice(0, 2).map((r) => r.id))
    expect(data).toMatchObject({
      aud: 'authenticated',
      total: rows.length,
      nextPage: 2,
      lastPage: Math.ceil(rows.length / 2),
    })

    const second = await admin().listUsers({ page: 2, perPage: 2 })
    expect(second.data.users.map((u) => u.id)).toEqual(rows.slice(2, 4).map((r) => r.id))

    const res = await authFetch(stack, '/admin/users?page=1&per_page=2', {
      headers: { Authorization: `Bearer ${stack.config.serviceRoleKey}` },
    })
    const pages = Math.ceil(rows.length / 2)
    expect(res.headers.get('x-total-count')).toBe(String(rows.length))
    expect(res.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${pages}&per_page=2>; rel="last"`,
    )
  })

  it('refuses a page that is not a number with validation_failed', async () => {
    const res = await authFetch(stack, '/admin/users?page=two', {
      headers: { Authorization: `Bearer ${stack.config.serviceRoleKey}` },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "two": invalid syntax',
    })
  })
})

describe('one user', () => {
  it('getUserById answers the user; an unknown id answers 404 user_not_found', async () => {
    const { id, email } = await created()
    const { data } = await admin().getUserById(id)
    expect(data.user).toMatchObject({ id, email })
    const missing = await admin().getUserById('8c8a0f5e-2f4e-4c5b-9d1f-000000000000')
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' })
  })

  it('updateUserById merges metadata and sets a new password that ends the sessions', async () => {
    const { id, email } = await created('old-password')
    const client = anon(stack)
    await client.auth.signInWithPassword({ email, password: 'old-password' })
    const { data, error } = await admin().updateUserById(id, {
      password: 'new-password',
      user_metadata: { full_name: 'Apio Grace' },
      app_metadata: { role_in_shop: 'rider' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      user_metadata: { full_name: 'Apio Grace' },
      app_metadata: { provider: 'email', role_in_shop: 'rider' },
    })
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull()
  })

  it('a ban keeps the user out until it is lifted', async () => {
    const { id, email } = await created()
    await admin().updateUserById(id, { ban_duration: '24h' })
    const banned = await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' })
    await admin().updateUserById(id, { ban_duration: 'none' })
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })).error).toBeNull()
  })

  it('deleteUser removes the user with their identities, sessions, refresh tokens and profile', async () => {
    const { id, email } = await created()
    const client = anon(stack)
    await client.auth.signInWithPassword({ email, password: 'kampala-123' })
    expect((await admin().deleteUser(id)).error).toBeNull()
    const { rows } = await stack.db.query(
      `select (select count(*)::int from auth.users where id = $1) as users,
              (select count(*)::int from auth.identities where user_id = $1) as identities,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions,
              (select count(*)::int from auth.refresh_tokens where user_id = $1::text) as refresh_tokens,
              (select count(*)::int from public.auth_profiles where id = $1) as profiles`,
      [id],
    )
    expect(rows[0]).toEqual({ users: 0, identities: 0, sessions: 0, refresh_tokens: 0, profiles: 0 })
    expect((await client.auth.getUser()).error).toMatchObject({ status: 403, code: 'user_not_found' })
  })
})

describe('generated links', () => {
  it('a recovery link carries the token and signs the user in when followed', async () => {
    const { email } = await created()
    const data = await generated({
      type: 'recovery',
      email,
      options: { redirectTo: 'http://127.0.0.1:3000/account/reset-password' },
    })
    expect(data.properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: 'http://127.0.0.1:3000/account/reset-password',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    })
    expect(data.properties.action_link).toBe(
      `${stack.url}/auth/v1/verify?token=${data.properties.hashed_token}&type=recovery&redirect_to=http://127.0.0.1:3000/account/reset-password`,
    )
    expect(data.user.email).toBe(email)
    expect(await mailsTo(stack, email)).toEqual([])
    const { location } = await follow(data.properties.action_link)
    expect(fragmentOf(location).get('type')).toBe('recovery')
  })

  it('a sign-up link creates an unconfirmed user whom the link confirms', async () => {
    const email = uniqueEmail('generated')
    const data = await generated({ type: 'signup', email, password: 'kampala-123' })
    expect(data.user.email_confirmed_at).toBeUndefined()
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })).error?.code).toBe(
      'email_not_confirmed',
    )
    const { location } = await follow(data.properties.action_link)
    expect(fragmentOf(location).get('type')).toBe('signup')
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })).error).toBeNull()
  })

  it('a magic link for an unknown address signs the address up first (verification_type signup)', async () => {
    const email = uniqueEmail('magic')
    const data = await generated({ type: 'magiclink', email })
    expect(data.properties.verification_type).toBe('signup')
    expect(data.user.email).toBe(email)
  })

  it('an invite link marks the user invited; inviteUserByEmail mails it', async () => {
    const email = uniqueEmail('invited')
    const data = await generated({ type: 'invite', email })
    expect(data.user.invited_at).toBeTruthy()
    expect(fragmentOf((await follow(data.properties.action_link)).location).get('type')).toBe('invite')

    const other = uniqueEmail('invited-mail')
    const invited = await admin().inviteUserByEmail(other)
    expect(invited.error).toBeNull()
    const [mail] = await mailsTo(stack, other)
    expect(mail?.subject).toBe("You've been invited")
  })

  it('the hashed token of a link signs in through verifyOtp with token_hash', async () => {
    const { email } = await created()
    const { properties } = await generated({ type: 'magiclink', email })
    const { data, error } = await anon(stack).auth.verifyOtp({ token_hash: properties.hashed_token, type: 'magiclink' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    const again = await anon(stack).auth.verifyOtp({ token_hash: properties.hashed_token, type: 'magiclink' })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('a recovery link for an unknown address answers 404 user_not_found', async () => {
    const { error } = await admin().generateLink({ type: 'recovery', email: uniqueEmail('ghost') })
    expect(error).toMatchObject({ status: 404, code: 'user_not_found' })
  })
})

describe('who may use the admin API', () => {
  it('refuses the anon key and a user token with 403 not_admin', async () => {
    const { error } = await anon(stack).auth.admin.listUsers()
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })

    const { email } = await created()
    const session = (await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })).data.session
    const res = await authFetch(stack, '/admin/users', {
      headers: { Authorization: `Bearer ${session?.access_token}` },
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ code: 'not_admin', message: 'User not allowed' })
  })

  it('refuses a request without a bearer token with 401 no_authorization', async () => {
    const res = await authFetch(stack, '/admin/users')
    expect(res.status).toBe(401)
    expect(res.headers.get('x-sb-error-code')).toBe('no_authorization')
  })
})
