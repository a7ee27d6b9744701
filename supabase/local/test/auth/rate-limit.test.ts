// A project with `[auth.rate_limit] sign_in_sign_ups = 3`, 3 failed passwords per account and one free
// failure per account and address, `enable_signup = false`, and the default mail frequency per account: sign-ins and sign-ups are limited per
// client address, failed password attempts per account and address and per account, and only the admin
// API creates users. Requests come from different loopback
// addresses (127.0.0.x), bound on the client's side, so the server sees distinct clients.
import { request } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { service } from './clients.ts'
import { API_VERSION, uniqueEmail } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({ workdir: path.join(import.meta.dirname, 'fixtures/rate-limit') })
})
afterAll(async () => {
  await stack?.stop()
})

function postFrom(
  localAddress: string,
  pathname: string,
  body: unknown,
): Promise<{ status: number; json: unknown; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(`${stack.url}/auth/v1${pathname}`)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress,
        headers: { apikey: stack.config.anonKey, 'content-type': 'application/json', ...API_VERSION },
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const signInWithHeaders = (from: string, email: string, password: string) =>
  postFrom(from, '/token?grant_type=password', { email, password })
const signIn = async (from: string, email: string, password: string) => {
  const { status, json } = await signInWithHeaders(from, email, password)
  return { status, json }
}

async function account() {
  const email = uniqueEmail('limited')
  await service(stack).auth.admin.createUser({ email, password: 'kampala-123', email_confirm: true })
  return email
}

describe('rate limits', () => {
  it('allow sign_in_sign_ups requests per address in five minutes, then answer 429 over_request_rate_limit', async () => {
    const email = await account()
    for (let i = 0; i < 3; i++) expect((await signIn('127.0.0.3', email, 'kampala-123')).status).toBe(200)
    const refused = await signIn('127.0.0.3', email, 'kampala-123')
    expect(refused).toEqual({
      status: 429,
      json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    })
    const signUp = await postFrom('127.0.0.3', '/signup', { email: uniqueEmail('late'), password: 'kampala-123' })
    expect(signUp.status).toBe(429)
    // Another client address is not affected.
    expect((await signIn('127.0.0.4', email, 'kampala-123')).status).toBe(200)
  })

  it('stop an account after its failed passwords from new addresses, while its owner’s address still signs in', async () => {
    const target = await account()
    const bystander = await account()
    expect((await signIn('127.0.0.8', target, 'kampala-123')).status).toBe(200)
    for (const from of ['127.0.0.5', '127.0.0.6', '127.0.0.7']) {
      expect((await signIn(from, target, 'guess')).status).toBe(400)
    }
    // A fourth address is refused before its password is checked, even the right one, and told when to retry.
    const fresh = await signInWithHeaders('127.0.0.10', target, 'kampala-123')
    expect(fresh.status).toBe(429)
    expect(fresh.json).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(3500)
    // The owner, from where they signed in before, is not locked out; other accounts are not touched.
    expect((await signIn('127.0.0.8', target, 'kampala-123')).status).toBe(200)
    expect((await signIn('127.0.0.8', bystander, 'kampala-123')).status).toBe(200)
  })

  it('make one address wait after its free failure on one account, before its password is checked', async () => {
    const email = await account()
    expect((await signIn('127.0.0.11', email, 'guess')).status).toBe(400)
    const early = await signInWithHeaders('127.0.0.11', email, 'kampala-123')
    expect(early.status).toBe(429)
    expect(early.headers['retry-after']).toBe('2')
    // Another address is not slowed down by it.
    expect((await signIn('127.0.0.12', email, 'kampala-123')).status).toBe(200)
  })

  it('mail one account at most once a minute (hosted’s default max_frequency), from whatever address the requests come', async () => {
    const email = await account()
    expect((await postFrom('127.0.0.13', '/recover', { email })).status).toBe(200)
    const again = await postFrom('127.0.0.14', '/recover', { email })
    expect(again.status).toBe(429)
    expect(again.json).toMatchObject({ code: 'over_email_send_rate_limit' })
    expect((again.json as { message: string }).message).toMatch(/only request this after 5\d seconds/)
    const mails = await (await fetch(`${stack.url}/mail/api/messages?to=${encodeURIComponent(email)}`)).json()
    expect(mails).toHaveLength(1)
  })

  it('refuse sign-ups when enable_signup is off (422 signup_disabled), while the admin API still creates users', async () => {
    const { status, json } = await postFrom('127.0.0.9', '/signup', {
      email: uniqueEmail('closed'),
      password: 'kampala-123',
    })
    expect({ status, json }).toEqual({
      status: 422,
      json: { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
    })
    const email = await account()
    expect((await signIn('127.0.0.9', email, 'kampala-123')).status).toBe(200)
  })
})
