// Generated bad input against /auth/v1 with plain fetch: malformed bodies, grant types, JWTs and
// headers. None may answer 5xx, and every error answer has one of the bodies GoTrue (or the gateway
// in front of it) gives.
import path from 'node:path'
import fc from 'fast-check'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { service } from './clients.ts'

let stack: TestStack
let userId: string
let userToken: string
beforeAll(async () => {
  stack = await startTestStack({ workdir: path.join(import.meta.dirname, 'fixtures/fuzz') })
  const admin = service(stack).auth.admin
  const { data } = await admin.createUser({ email: 'fuzz@example.com', password: 'kampala-123', email_confirm: true })
  userId = data.user?.id as string
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'fuzz@example.com', password: 'kampala-123' }),
  })
  userToken = (await res.json()).access_token
})
afterAll(async () => {
  await stack?.stop()
})

const ROUTES: [string, string][] = [
  ['POST', '/signup'],
  ['POST', '/token?grant_type=password'],
  ['POST', '/token?grant_type=refresh_token'],
  ['POST', '/token?grant_type=pkce'],
  ['GET', '/verify'],
  ['POST', '/verify'],
  ['POST', '/recover'],
  ['POST', '/resend'],
  ['POST', '/otp'],
  ['POST', '/magiclink'],
  ['GET', '/user'],
  ['PUT', '/user'],
  ['POST', '/logout'],
  ['POST', '/invite'],
  ['GET', '/admin/users'],
  ['POST', '/admin/users'],
  ['PUT', '/admin/users/{id}'],
  ['GET', '/admin/users/{id}'],
  ['DELETE', '/admin/users/{id}'],
  ['POST', '/admin/generate_link'],
  ['GET', '/settings'],
]

const FIELDS = [
  'email',
  'password',
  'phone',
  'data',
  'code_challenge',
  'code_challenge_method',
  'refresh_token',
  'auth_code',
  'code_verifier',
  'type',
  'token',
  'token_hash',
  'redirect_to',
  'user_metadata',
  'app_metadata',
  'email_confirm',
  'ban_duration',
  'id',
  'password_hash',
  'new_email',
  'create_user',
  'should_soft_delete',
  'role',
  'aud',
  'nonce',
]

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    'a@b',
    'user@example.com',
    'pkce_',
    'recovery',
    'signup',
    'email_change',
    'magiclink',
    'invite',
    'email',
    's256',
    'plain',
    'none',
    '24h',
    '-1h',
    '1e9h',
    'null',
    '\u0000',
    '\ud800',
    '%00',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(300),
    'http://127.0.0.1:3000/x',
    'javascript:alert(1)',
  ),
)

const jsonish = fc.oneof(fc.jsonValue(), text, fc.integer(), fc.boolean(), fc.constant(null))

const body = fc.oneof(
  fc.constant(undefined),
  text,
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...FIELDS), jsonish, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
)

const secret = () => new TextEncoder().encode(stack.config.jwtSecret)

const jwt = fc.oneof(
  fc.constant(null),
  text,
  fc.constantFrom('serviceRole', 'anon', 'user'),
  fc.tuple(
    fc.dictionary(fc.constantFrom('sub', 'role', 'session_id', 'aud', 'exp', 'email', 'is_anonymous', 'amr'), jsonish),
    fc.boolean(),
  ),
)

async function authorization(choice: unknown): Promise<string | null> {
  if (choice === null) return null
  if (choice === 'serviceRole') return `Bearer ${stack.config.serviceRoleKey}`
  if (choice === 'anon') return `Bearer ${stack.config.anonKey}`
  if (choice === 'user') return `Bearer ${userToken}`
  if (Array.isArray(choice)) {
    const [claims, rightKey] = choice as [Record<string, unknown>, boolean]
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(rightKey ? secret() : new TextEncoder().encode('not-the-project-secret-not-the-project-secret'))
    return `Bearer ${token}`
  }
  return `Bearer ${String(choice)}`
}

// A URL cannot carry an unpaired surrogate; it becomes U+FFFD as it would in a browser.
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** The error bodies GoTrue answers, and the gateway's key check. */
function hasErrorShape(status: number, json: unknown): boolean {
  if (!json || typeof json !== 'object') return false
  const b = json as Record<string, unknown>
  const current = typeof b.code === 'string' && typeof b.message === 'string'
  const legacy = b.code === status && typeof b.error_code === 'string' && typeof b.msg === 'string'
  const postgres = typeof b.code === 'string' && /^[0-9A-Z]{5}$/.test(b.code) && typeof b.message === 'string'
  const oauth = typeof b.error === 'string' && typeof b.error_description === 'string'
  const gateway = status === 401 && typeof b.message === 'string' && typeof b.hint === 'string'
  return current || legacy || postgres || oauth || gateway
}

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  query: fc.dictionary(
    fc.constantFrom('grant_type', 'token', 'type', 'redirect_to', 'scope', 'page', 'per_page', 'filter', 'sort'),
    text,
    { maxKeys: 3 },
  ),
  body,
  jwt,
  apiKey: fc.constantFrom('anon', 'service', 'none', 'wrong'),
  version: fc.constantFrom(undefined, '2024-01-01', '', 'garbage', '2023-12-31', '2099-01-01'),
  contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  userPath: fc.oneof(fc.constant('self'), text),
})

describe('generated bad input', () => {
  it('never answers 5xx, and answers errors in the shapes GoTrue uses', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [method, routePath] = r.route
        const id = r.userPath === 'self' ? userId : encodeURIComponent(wellFormed(r.userPath))
        const url = new URL(`${stack.url}/auth/v1${routePath.replace('{id}', id)}`)
        for (const [k, v] of Object.entries(r.query)) url.searchParams.set(k, wellFormed(v))
        const headers: Record<string, string> = {}
        if (r.apiKey !== 'none') {
          headers.apikey =
            r.apiKey === 'anon' ? stack.config.anonKey : r.apiKey === 'service' ? stack.config.serviceRoleKey : 'nope'
        }
        const auth = await authorization(r.jwt)
        if (auth) headers.authorization = auth.replace(/[^\t\x20-\x7e]/g, '?')
        if (r.version !== undefined) headers['x-supabase-api-version'] = r.version
        if (r.contentType) headers['content-type'] = r.contentType
        const res = await fetch(url, {
          method,
          headers,
          redirect: 'manual',
          ...(method === 'GET' || r.body === undefined ? {} : { body: r.body }),
        })
        const raw = await res.text()
        expect(res.status, `${method} ${url.pathname}${url.search} → ${res.status} ${raw}`).toBeLessThan(500)
        if (res.status >= 400) {
          let json: unknown = null
          try {
            json = JSON.parse(raw)
          } catch {}
          expect(hasErrorShape(res.status, json), `${method} ${url.pathname} → ${res.status} ${raw}`).toBe(true)
        }
        if (res.status === 303) expect(res.headers.get('location')).toBeTruthy()
      }),
      { numRuns: Number(process.env.AUTH_FUZZ_RUNS ?? 1500) },
    )
  }, 120_000)
})
