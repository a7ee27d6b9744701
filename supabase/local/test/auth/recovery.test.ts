// Password recovery and magic links: the mail in the outbox, its link, and the PKCE and implicit
// flows that follow it, through supabase-js and plain fetch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon } from './clients.ts'
import { authFetch, follow, fragmentOf, latestLink, mailsTo, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

const RESET_PAGE = 'http://127.0.0.1:3000/account/reset-password'

async function registered(password = 'kampala-123') {
  const email = uniqueEmail('recover')
  const { error } = await anon(stack).auth.signUp({ email, password })
  if (error) throw error
  return email
}

describe('password recovery, PKCE flow', () => {
  it('mails a link that answers 303 to redirect_to?code=…; the code gives a session that can set a new password', async () => {
    const email = await registered()
    const client = anon(stack, { flowType: 'pkce' })
    const requested = await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    expect(requested).toEqual({ data: {}, error: null })

    const [mail] = await mailsTo(stack, email)
    expect(mail?.subject).toBe('Reset your password')
    const link = await latestLink(stack, email)
    expect(link).toMatch(
      new RegExp(`^${stack.url}/auth/v1/verify\\?token=pkce_[0-9a-f]{56}&type=recovery&redirect_to=${RESET_PAGE}$`),
    )
    const { rows: flows } = await stack.db.query(
      `select authentication_method, code_challenge_method::text, provider_type from auth.flow_state
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    )
    expect(flows).toEqual([
      { authentication_method: 'recovery', code_challenge_method: 's256', provider_type: 'recovery' },
    ])

    const { status, location } = await follow(link)
    expect(status).toBe(303)
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE)
    const code = location.searchParams.get('code') as string
    expect(code).toMatch(/^[0-9a-f-]{36}$/)

    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.session?.user.email).toBe(email)
    // auth-js remembers, beside the verifier, that this code is a password recovery.
    expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery')
    const claims = JSON.parse(
      Buffer.from(exchanged.data.session?.access_token.split('.')[1] as string, 'base64url').toString(),
    )
    expect(claims.amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }])

    const updated = await client.auth.updateUser({ password: 'brand-new-pass' })
    expect(updated.error).toBeNull()
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull()
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'kampala-123' })).error?.code).toBe(
      'invalid_credentials',
    )
  })

  it('lets a code be exchanged once: a second exchange answers 404 flow_state_not_found', async () => {
    const email = await registered()
    const client = anon(stack, { flowType: 'pkce' })
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    const code = (await follow(await latestLink(stack, email))).location.searchParams.get('code') as string
    const verifier = 'x'.repeat(43)
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull()
    const again = await authFetch(stack, '/token?grant_type=pkce', {
      json: { auth_code: code, code_verifier: verifier },
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    })
  })

  it('refuses a code verifier that does not match the challenge: 400 bad_code_verifier', async () => {
    const email = await registered()
    await anon(stack, { flowType: 'pkce' }).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    const code = (await follow(await latestLink(stack, email))).location.searchParams.get('code')
    const res = await authFetch(stack, '/token?grant_type=pkce', {
      json: { auth_code: code, code_verifier: 'a-verifier-that-was-never-sent-with-this-challenge' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    })
  })

  it('refuses a flow state older than five minutes: 422 flow_state_expired', async () => {
    const email = await registered()
    const client = anon(stack, { flowType: 'pkce' })
    await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    const code = (await follow(await latestLink(stack, email))).location.searchParams.get('code') as string
    await stack.db.query(`update auth.flow_state set created_at = now() - interval '6 minutes' where auth_code = $1`, [
      code,
    ])
    const { error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' })
  })

  it('accepts the plain code challenge method as well as S256', async () => {
    const email = await registered()
    const verifier = 'plain-verifier-plain-verifier-plain-verifier-1'
    await authFetch(stack, `/recover?redirect_to=${encodeURIComponent(RESET_PAGE)}`, {
      json: { email, code_challenge: verifier, code_challenge_method: 'plain' },
    })
    const code = (await follow(await latestLink(stack, email))).location.searchParams.get('code')
    const res = await authFetch(stack, '/token?grant_type=pkce', { json: { auth_code: code, code_verifier: verifier } })
    expect(res.status).toBe(200)
    expect((await res.json()).user.email).toBe(email)
  })
})

describe('password recovery, implicit flow', () => {
  it('answers 303 to redirect_to with the session in the fragment and type=recovery', async () => {
    const email = await registered()
    await anon(stack).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    const link = await latestLink(stack, email)
    expect(link).not.toContain('pkce_')
    const { status, location } = await follow(link)
    expect(status).toBe(303)
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE)
    const fragment = fragmentOf(location)
    expect([...fragment.keys()].sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type'].sort(),
    )
    expect(fragment.get('type')).toBe('recovery')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe('3600')
    const client = anon(stack)
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    })
    expect(set.error).toBeNull()
    expect((await client.auth.updateUser({ password: 'after-recovery' })).error).toBeNull()
  })

  it('a link works once: following it again redirects with error=access_denied and error_code=otp_expired', async () => {
    const email = await registered()
    await anon(stack).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })
    const link = await latestLink(stack, email)
    await follow(link)
    const { status, location } = await follow(link)
    expect(status).toBe(303)
    expect(Object.fromEntries(fragmentOf(location))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })

  it('sends a redirect_to that is not allowed to site_url instead', async () => {
    const email = await registered()
    await anon(stack).auth.resetPasswordForEmail(email, { redirectTo: 'https://phishing.example/steal' })
    const link = await latestLink(stack, email)
    expect(link).toContain('redirect_to=http://127.0.0.1:3000')
    const { location } = await follow(link)
    expect(location.origin).toBe('http://127.0.0.1:3000')
  })

  it('answers 200 {} for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('unknown')
    const { data, error } = await anon(stack).auth.resetPasswordForEmail(email)
    expect({ data, error }).toEqual({ data: {}, error: null })
    expect(await mailsTo(stack, email)).toEqual([])
  })

  it('the code in the mail signs in through verifyOtp', async () => {
    const email = await registered()
    await anon(stack).auth.resetPasswordForEmail(email)
    const [mail] = await mailsTo(stack, email)
    const otp = mail?.text.match(/code: (\d{6})/)?.[1] as string
    const { data, error } = await anon(stack).auth.verifyOtp({ email, token: otp, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
  })
})

describe('magic links', () => {
  it('signInWithOtp mails a sign-in link that opens a session', async () => {
    const email = await registered()
    expect((await anon(stack).auth.signInWithOtp({ email })).error).toBeNull()
    const [mail] = await mailsTo(stack, email)
    expect(mail?.subject).toBe('Your sign-in link')
    const { location } = await follow(await latestLink(stack, email))
    expect(fragmentOf(location).get('type')).toBe('magiclink')
    expect(fragmentOf(location).get('access_token')).toBeTruthy()
  })

  it('signInWithOtp with shouldCreateUser: false refuses an unknown address with otp_disabled', async () => {
    const { error } = await anon(stack).auth.signInWithOtp({
      email: uniqueEmail('stranger'),
      options: { shouldCreateUser: false },
    })
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' })
  })
})
