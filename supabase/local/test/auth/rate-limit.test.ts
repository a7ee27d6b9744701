// A project with `[auth.rate_limit] sign_in_sign_ups = 3` and `enable_signup = false`: sign-ins and
// sign-ups are limited per client address, failed password attempts per account, and only the admin
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

function postFrom(localAddress: string, pathname: string, body: unknown): Promise<{ status: number; json: unknown }> {
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
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

const signIn = (from: string, email: string, password: string) =>
  postFrom(from, '/token?grant_type=password', { email, password })

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

  it('stop an account after as many failed passwords, from any address, while other accounts sign in', async () => {
    const target = await account()
    const bystander = await account()
    for (const from of ['127.0.0.5', '127.0.0.6', '127.0.0.7']) {
      expect((await signIn(from, target, 'guess')).status).toBe(400)
    }
    const right = await signIn('127.0.0.8', target, 'kampala-123')
    expect(right).toEqual({
      status: 429,
      json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    })
    expect((await signIn('127.0.0.8', bystander, 'kampala-123')).status).toBe(200)
  })

  it('refuse sign-ups when enable_signup is off (422 signup_disabled), while the admin API still creates users', async () => {
    const refused = await postFrom('127.0.0.9', '/signup', { email: uniqueEmail('closed'), password: 'kampala-123' })
    expect(refused).toEqual({
      status: 422,
      json: { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
    })
    const email = await account()
    expect((await signIn('127.0.0.9', email, 'kampala-123')).status).toBe(200)
  })
})
