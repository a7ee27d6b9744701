// How the Auth service answers mistakes: GoTrue's error bodies for each API version, the gateway's
// key check, CORS, and the routes it does not serve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { authFetch } from './helpers.ts'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

const LEGACY = { 'X-Supabase-Api-Version': '' }

describe('error bodies', () => {
  it('for X-Supabase-Api-Version 2024-01-01 are {code, message} with the status, x-sb-error-code and the version echoed', async () => {
    const res = await authFetch(stack, '/token?grant_type=password', {
      json: { email: 'nobody@example.com', password: 'whatever' },
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })

  it("without the header are GoTrue's first body {code: status, error_code, msg}", async () => {
    const res = await authFetch(stack, '/token?grant_type=password', {
      json: { email: 'nobody@example.com', password: 'whatever' },
      headers: LEGACY,
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(res.headers.get('x-supabase-api-version')).toBeNull()
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
  })

  it('for a weak password carry the reasons in both versions', async () => {
    const body = { email: 'weak@example.com', password: 'abc' }
    const current = await authFetch(stack, '/signup', { json: body })
    expect(await current.json()).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
    const legacy = await authFetch(stack, '/signup', { json: body, headers: LEGACY })
    expect(legacy.status).toBe(422)
    expect(await legacy.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it('a body that is not JSON, or a field of the wrong type, is 400 bad_json', async () => {
    const broken = await authFetch(stack, '/signup', { method: 'POST', body: '{"email":', headers: {} })
    expect(broken.status).toBe(400)
    expect((await broken.json()).code).toBe('bad_json')
    const typed = await authFetch(stack, '/signup', { json: { email: 42, password: 'kampala-123' } })
    expect(await typed.json()).toEqual({
      code: 'bad_json',
      message:
        'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field SignupParams.email of type string',
    })
    const empty = await authFetch(stack, '/signup', { method: 'POST' })
    expect(await empty.json()).toEqual({
      code: 'bad_json',
      message: 'Could not parse request body as JSON: unexpected end of JSON input',
    })
  })

  it('a body over 1 MB is 413 request_entity_too_large', async () => {
    const res = await authFetch(stack, '/signup', { json: { email: 'big@example.com', password: 'x'.repeat(1 << 20) } })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      code: 'request_entity_too_large',
      message: 'Request body too large (max 1048576 bytes)',
    })
  })

  it('an unknown grant type is 400 invalid_credentials "unsupported_grant_type"', async () => {
    const res = await authFetch(stack, '/token?grant_type=client_credentials', { json: {} })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' })
  })

  it('a path the service does not serve is 404, a known path with another method 405', async () => {
    const missing = await authFetch(stack, '/nothing-here')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'unknown' })
    const method = await authFetch(stack, '/signup')
    expect(method.status).toBe(405)
  })
})

describe('the gateway in front of Auth', () => {
  it('asks for the API key, except on the mailed /verify link', async () => {
    const res = await fetch(`${stack.url}/auth/v1/settings`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' })
    const link = await fetch(`${stack.url}/auth/v1/verify?token=abc&type=recovery`, { redirect: 'manual' })
    expect(link.status).toBe(303)
  })

  it('answers a /verify link whose type names a property of every object (toString, constructor) as any unknown type, not with a 500', async () => {
    for (const type of ['toString', 'constructor', '__proto__']) {
      const link = await fetch(`${stack.url}/auth/v1/verify?token=abc&type=${type}`, { redirect: 'manual' })
      expect(link.status, type).toBe(303)
      expect(link.headers.get('location'), type).toContain('error_code=validation_failed')
    }
  })

  it('lets a browser app read the error code and the API version of an answer (CORS)', async () => {
    const preflight = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-supabase-api-version')

    const res = await authFetch(stack, '/token?grant_type=password', {
      json: { email: 'nobody@example.com', password: 'whatever' },
      headers: { Origin: 'http://127.0.0.1:3000' },
    })
    const exposed = res.headers.get('access-control-expose-headers')?.toLowerCase() ?? ''
    expect(exposed).toContain('x-sb-error-code')
    expect(exposed).toContain('x-supabase-api-version')
  })
})

describe('service endpoints', () => {
  it('GET /settings reports e-mail sign-up on, autoconfirm on and other providers off', async () => {
    const res = await authFetch(stack, '/settings')
    const body = await res.json()
    expect(body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false })
    expect(body.external).toMatchObject({ email: true, phone: false, google: false, anonymous_users: false })
  })

  it('GET /health answers as GoTrue does', async () => {
    const res = await authFetch(stack, '/health')
    expect(await res.json()).toMatchObject({ name: 'GoTrue' })
  })
})
