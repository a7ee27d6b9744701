// A project with `[auth.email] enable_confirmations = true`: sign-ups wait for the mailed link.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon, service } from './clients.ts'
import { follow, fragmentOf, latestLink, mailsTo, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({ workdir: path.join(import.meta.dirname, 'fixtures/confirmations') })
})
afterAll(async () => {
  await stack?.stop()
})

describe('sign-up with confirmations', () => {
  it('answers the user without a session and mails a link that confirms the address', async () => {
    const email = uniqueEmail('confirm')
    const { data, error } = await anon(stack).auth.signUp({ email, password: 'kampala-123' })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email, role: 'authenticated' })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    const [mail] = await mailsTo(stack, email)
    expect(mail?.subject).toBe('Confirm your email address')

    const early = await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })

    const { status, location } = await follow(await latestLink(stack, email))
    expect(status).toBe(303)
    expect(fragmentOf(location).get('type')).toBe('signup')
    expect(fragmentOf(location).get('access_token')).toBeTruthy()
    const { rows } = await stack.db.query(
      `select u.email_confirmed_at is not null as confirmed, i.identity_data ->> 'email_verified' as verified
         from auth.users u join auth.identities i on i.user_id = u.id where u.email = $1`,
      [email],
    )
    expect(rows).toEqual([{ confirmed: true, verified: 'true' }])
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })).error).toBeNull()
  })

  it('in the PKCE flow the link answers a code, exchanged for a session signed in by email/signup', async () => {
    const email = uniqueEmail('confirm-pkce')
    const client = anon(stack, { flowType: 'pkce' })
    await client.auth.signUp({
      email,
      password: 'kampala-123',
      options: { emailRedirectTo: 'http://127.0.0.1:3000/welcome' },
    })
    const link = await latestLink(stack, email)
    expect(link).toContain('token=pkce_')
    const { location } = await follow(link)
    expect(location.pathname).toBe('/welcome')
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code') as string)
    expect(error).toBeNull()
    const claims = JSON.parse(Buffer.from(data.session?.access_token.split('.')[1] as string, 'base64url').toString())
    expect(claims.amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }])
  })

  it('a repeated sign-up of a confirmed address answers a look-alike user, not the account', async () => {
    const email = uniqueEmail('confirmed-twice')
    const created = await service(stack).auth.admin.createUser({ email, password: 'kampala-123', email_confirm: true })
    const { data, error } = await anon(stack).auth.signUp({ email, password: 'another-pass' })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.id).not.toBe(created.data.user?.id)
  })

  it('resend mails the confirmation again, but not twice within max_frequency: 429 over_email_send_rate_limit', async () => {
    const email = uniqueEmail('resend')
    await anon(stack).auth.signUp({ email, password: 'kampala-123' })
    // The fixture's max_frequency is 2 s: wait it out once, then the second resend falls inside it.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect((await anon(stack).auth.resend({ type: 'signup', email })).error).toBeNull()
    expect(await mailsTo(stack, email)).toHaveLength(2)
    const { error } = await anon(stack).auth.resend({ type: 'signup', email })
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
  })
})

describe('e-mail change with double confirmation', () => {
  it('mails both addresses; the first link is acknowledged, the second moves the address', async () => {
    const email = uniqueEmail('old')
    const newEmail = uniqueEmail('new')
    await service(stack).auth.admin.createUser({ email, password: 'kampala-123', email_confirm: true })
    const client = anon(stack)
    await client.auth.signInWithPassword({ email, password: 'kampala-123' })
    const { data } = await client.auth.updateUser({ email: newEmail })
    expect(data.user).toMatchObject({ email, new_email: newEmail })

    const first = await follow(await latestLink(stack, email))
    expect(fragmentOf(first.location).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    )
    expect((await client.auth.getUser()).data.user?.email).toBe(email)

    const second = await follow(await latestLink(stack, newEmail))
    expect(fragmentOf(second.location).get('type')).toBe('email_change')
    const { rows } = await stack.db.query(
      `select u.email, i.identity_data ->> 'email' as identity_email
         from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
      [data.user?.id],
    )
    expect(rows).toEqual([{ email: newEmail, identity_email: newEmail }])
  })
})

describe('redirect allow list', () => {
  it('honours a redirect_to matching a glob of additional_redirect_urls', async () => {
    const email = uniqueEmail('glob')
    await anon(stack).auth.signUp({
      email,
      password: 'kampala-123',
      options: { emailRedirectTo: 'https://shop.kampala-meats.test/auth/callback' },
    })
    expect(await latestLink(stack, email)).toContain('redirect_to=https://shop.kampala-meats.test/auth/callback')
  })

  it("sends a redirect_to the globs do not match ('*' stops at a dot) to site_url", async () => {
    const email = uniqueEmail('no-glob')
    await anon(stack).auth.signUp({
      email,
      password: 'kampala-123',
      options: { emailRedirectTo: 'https://evil.shop.kampala-meats.test/auth/callback' },
    })
    expect(await latestLink(stack, email)).toMatch(/redirect_to=http:\/\/127\.0\.0\.1:3000$/)
  })
})
