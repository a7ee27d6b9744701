// Sessions through supabase-js: refresh-token rotation and reuse detection, the user endpoint,
// and sign-out scopes.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { anon } from './clients.ts'
import { authFetch, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

async function signedIn(password = 'kampala-123'): Promise<{ client: SupabaseClient; email: string }> {
  const email = uniqueEmail('session')
  const client = anon(stack)
  const { error } = await client.auth.signUp({ email, password })
  if (error) throw error
  return { client, email }
}

const refresh = (token: string) =>
  authFetch(stack, '/token?grant_type=refresh_token', { json: { refresh_token: token } })

describe('refresh tokens', () => {
  it('rotate: each refresh revokes the token used and answers its child in the same session', async () => {
    const { client } = await signedIn()
    const first = (await client.auth.getSession()).data.session
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    const second = data.session
    expect(second?.refresh_token).not.toBe(first?.refresh_token)
    const { rows } = await stack.db.query<{
      token: string
      revoked: boolean
      parent: string | null
      session_id: string
    }>(
      `select token, revoked, parent, session_id::text from auth.refresh_tokens
        where token = any($1::text[]) order by id`,
      [`{${first?.refresh_token},${second?.refresh_token}}`],
    )
    expect(rows).toEqual([
      { token: first?.refresh_token, revoked: true, parent: null, session_id: rows[0]?.session_id },
      { token: second?.refresh_token, revoked: false, parent: first?.refresh_token, session_id: rows[0]?.session_id },
    ])
  })

  it('reusing the parent of the live token answers the live token again (a lost answer)', async () => {
    const { client } = await signedIn()
    const parent = (await client.auth.getSession()).data.session?.refresh_token as string
    const child = (await client.auth.refreshSession()).data.session?.refresh_token
    const again = await refresh(parent)
    expect(again.status).toBe(200)
    expect((await again.json()).refresh_token).toBe(child)
  })

  it('reusing an older token after the reuse interval revokes the whole session: refresh_token_already_used', async () => {
    const { client } = await signedIn()
    const oldest = (await client.auth.getSession()).data.session?.refresh_token as string
    await client.auth.refreshSession()
    const live = (await client.auth.refreshSession()).data.session?.refresh_token as string
    // The oldest token was revoked a minute ago, longer than refresh_token_reuse_interval (10 s).
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      oldest,
    ])
    const reused = await refresh(oldest)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    // The family is revoked with it: no token of the session is live any more, and once the reuse
    // interval has passed the newest one is refused as well.
    const { rows } = await stack.db.query<{ live: number }>(
      `select count(*)::int as live from auth.refresh_tokens
        where session_id = (select session_id from auth.refresh_tokens where token = $1) and not revoked`,
      [live],
    )
    expect(rows[0]?.live).toBe(0)
    await stack.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      live,
    ])
    const after = await refresh(live)
    expect(after.status).toBe(400)
    expect((await after.json()).code).toBe('refresh_token_already_used')
  })

  it('within the reuse interval an older token may still be used once more', async () => {
    const { client } = await signedIn()
    const oldest = (await client.auth.getSession()).data.session?.refresh_token as string
    await client.auth.refreshSession()
    await client.auth.refreshSession()
    const res = await refresh(oldest)
    expect(res.status).toBe(200)
  })

  it('answers refresh_token_not_found for an unknown token and validation_failed for a malformed one', async () => {
    const unknown = await refresh('abcdefghijkl')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
    const malformed = await refresh('short')
    expect(await malformed.json()).toEqual({ code: 'validation_failed', message: 'Refresh token is not valid' })
  })
})

describe('the user endpoint', () => {
  it('getUser answers the signed-in user', async () => {
    const { client, email } = await signedIn()
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated' })
  })

  it('refuses a request without a bearer token (401 no_authorization) or with a broken one (403 bad_jwt)', async () => {
    const none = await authFetch(stack, '/user')
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    })
    const broken = await authFetch(stack, '/user', { headers: { Authorization: 'Bearer not.a.jwt' } })
    expect(broken.status).toBe(403)
    expect((await broken.json()).code).toBe('bad_jwt')
    // The anon key is a valid JWT, but names no user.
    const anonKey = await authFetch(stack, '/user', { headers: { Authorization: `Bearer ${stack.config.anonKey}` } })
    expect(await anonKey.json()).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' })
  })

  it('updateUser merges metadata; a null value removes a key', async () => {
    const { client } = await signedIn()
    await client.auth.updateUser({ data: { full_name: 'Namubiru Joy', phone: '+256700000001' } })
    const { data, error } = await client.auth.updateUser({ data: { phone: null, district: 'Wakiso' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Namubiru Joy', district: 'Wakiso' })
    expect(data.user?.user_metadata).not.toHaveProperty('phone')
  })

  it('updateUser changes the password, ends the other sessions, and the new password signs in', async () => {
    const { client, email } = await signedIn('first-pass')
    const elsewhere = anon(stack)
    await elsewhere.auth.signInWithPassword({ email, password: 'first-pass' })
    const { error } = await client.auth.updateUser({ password: 'second-pass' })
    expect(error).toBeNull()
    expect((await client.auth.getUser()).error).toBeNull()
    const other = await elsewhere.auth.getUser()
    expect(other.error?.name).toBe('AuthSessionMissingError')
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'first-pass' })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await anon(stack).auth.signInWithPassword({ email, password: 'second-pass' })).error).toBeNull()
  })

  it('refuses the same password again: 422 same_password', async () => {
    const { client } = await signedIn('same-pass')
    const { error } = await client.auth.updateUser({ password: 'same-pass' })
    expect(error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
  })

  it('refuses a weak new password with 422 weak_password and its reasons', async () => {
    const { client } = await signedIn()
    const res = await authFetch(stack, '/user', {
      method: 'PUT',
      json: { password: 'abc' },
      headers: { Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}` },
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it('a change of e-mail address is mailed to the new address and made when its link is followed', async () => {
    const { client } = await signedIn()
    const newEmail = uniqueEmail('moved')
    const { data } = await client.auth.updateUser({ email: newEmail })
    expect(data.user?.new_email).toBe(newEmail)
    const res = await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(newEmail)}`)
    const [mail] = await res.json()
    expect(mail.subject).toBe('Confirm your new email address')
    const link = mail.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)[0]
    const followed = await fetch(link, { redirect: 'manual' })
    expect(followed.status).toBe(303)
    expect(new URLSearchParams(new URL(followed.headers.get('location') as string).hash.slice(1)).get('type')).toBe(
      'email_change',
    )
    const { rows } = await stack.db.query('select email, email_change from auth.users where id = $1', [data.user?.id])
    expect(rows).toEqual([{ email: newEmail, email_change: '' }])
  })
})

describe('sign-out', () => {
  async function threeSessions() {
    const { client, email } = await signedIn()
    const second = anon(stack)
    const third = anon(stack)
    await second.auth.signInWithPassword({ email, password: 'kampala-123' })
    await third.auth.signInWithPassword({ email, password: 'kampala-123' })
    const userId = (await client.auth.getUser()).data.user?.id
    const count = async () =>
      (await stack.db.query<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [userId]))
        .rows[0]?.n
    return { client, second, third, count }
  }

  it("scope 'local' ends only this session", async () => {
    const { client, second, count } = await threeSessions()
    expect(await count()).toBe(3)
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(await count()).toBe(2)
    expect((await second.auth.getUser()).error).toBeNull()
  })

  it("scope 'others' ends every session but this one", async () => {
    const { client, second, count } = await threeSessions()
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect(await count()).toBe(1)
    expect((await client.auth.getUser()).error).toBeNull()
    expect((await second.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })

  it("scope 'global' ends every session, and their refresh tokens with them", async () => {
    const { client, third, count } = await threeSessions()
    const refreshToken = (await third.auth.getSession()).data.session?.refresh_token as string
    expect((await client.auth.signOut()).error).toBeNull()
    expect(await count()).toBe(0)
    const res = await refresh(refreshToken)
    expect((await res.json()).code).toBe('refresh_token_not_found')
  })

  it('refuses an unknown scope with validation_failed', async () => {
    const { client } = await signedIn()
    const token = (await client.auth.getSession()).data.session?.access_token
    const res = await authFetch(stack, '/logout?scope=everywhere', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' })
  })
})
