// Thousands of generated bad requests against /rest/v1 with plain fetch: malformed selects, filters,
// orders, logic trees, bodies, headers and tokens. None may get a 5xx, and every error must come
// back in PostgREST's shape {code, message, details, hint}.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
  // The execution-plan media type is fuzzed too, so it is switched on (PostgREST's db-plan-enabled).
  const { rows } = await stack.db.query<{ name: string }>('select current_database() as name')
  await stack.db.exec(
    `alter role authenticator in database "${rows[0]?.name}" set pgrst.db_plan_enabled = 'true'; notify pgrst, 'reload schema'`,
  )
})
afterAll(async () => {
  await stack?.stop()
})

const pieces = [
  ...'abcdeiklmnoprstuyz_*,.:!()->"\'{}[]\\ %$#@&=+~0123456789\t',
  'id',
  'name',
  'price',
  'tags',
  'attributes',
  'categories',
  'products',
  'labels',
  'count',
  'count()',
  '!inner',
  '!left',
  'eq.',
  'not.',
  'in.(',
  'is.null',
  'cs.{',
  'fts(english).',
  'like(any).',
  '->>',
  '->',
  '::',
  '::text',
  '...',
  'or(',
  'and(',
  '.sum()',
  '.asc',
  '.desc.nullsfirst',
  '%00',
  '\u00e9',
  '\u{1F969}',
]
const junk = fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((a) => a.join(''))
const operator = fc.constantFrom(
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'like(any)',
  'eq(all)',
  'nope',
)
const column = fc.constantFrom(
  'id',
  'name',
  'price',
  'tags',
  'attributes',
  'attributes->>cut',
  'weight_kg',
  'search',
  'in_stock',
  'created_at',
  'categories.name',
  'nope',
)
const filterValue = fc.oneof(
  junk,
  fc.tuple(fc.boolean(), operator, junk).map(([not, op, v]) => `${not ? 'not.' : ''}${op}.${v}`),
  fc.constantFrom('eq.1', 'in.(1,2)', 'is.true', 'cs.{a}', 'fts.beef', 'gt.2024-01-01', 'eq.99999999999999999999'),
)
const param = fc.oneof(
  fc.tuple(
    fc.constantFrom(
      'select',
      'order',
      'limit',
      'offset',
      'columns',
      'on_conflict',
      'or',
      'and',
      'not.or',
      'categories.order',
      'categories.limit',
      'products.or',
    ),
    junk,
  ),
  fc.tuple(column, filterValue),
  fc.tuple(junk, junk),
  // A filter value nested thousands deep (jsonb containment), sent in the query string.
  fc.tuple(
    fc.constantFrom('attributes', 'tags', 'name'),
    fc.constantFrom(`cs.${'['.repeat(200)}${']'.repeat(200)}`, `eq.${'{"a":'.repeat(100)}1${'}'.repeat(100)}`),
  ),
  fc.tuple(
    fc.constantFrom('select'),
    fc.constantFrom(
      '*,categories(*)',
      'id,labels(name)',
      'count()',
      'name,price.sum()',
      '...categories(name)',
      'x:attributes->grade->>level::int',
      'name,get_messages(body)',
      'latest_message(*,message_channel(*))',
    ),
  ),
)
const path = fc.constantFrom(
  'products',
  'chat_channels',
  'rpc/ambiguous',
  'categories',
  'orders',
  'notes',
  'secrets',
  'numbers',
  'cheap_products',
  'labels',
  'nope',
  '',
  'products/1',
  'rpc/add',
  'rpc/products_in_category',
  'rpc/echo_json',
  'rpc/nope',
  'rpc/fail_plainly',
  'rpc/log_note',
)
const jsonValue = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v))
const body = fc.oneof(
  junk,
  jsonValue,
  fc.constantFrom('{"name":', '[{"a":1},{"b":2}]', '{"id":"abc","price":"cheap"}', '[1,2]', '{"name":"\\u0000"}', ''),
  // Nested far deeper than any client sends: refused before the parser or the database.
  fc.constantFrom(
    `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    `[${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}]`,
    `{"name":${'['.repeat(65)}${']'.repeat(65)}}`,
  ),
  fc
    .dictionary(fc.constantFrom('id', 'name', 'price', 'tags', 'a', 'b', 'category_id'), fc.jsonValue({ maxDepth: 2 }))
    .map((o) => JSON.stringify(o)),
)
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const token = fc.oneof(
  junk,
  fc.constantFrom('', 'a.b', 'a.b.c.d', 'Bearer', `${b64({ alg: 'none' })}.${b64({ role: 'anon' })}.`),
  fc
    .tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), junk)
    .map(([h, p, s]) => `${b64(h)}.${b64(p)}.${s}`),
)
/** A header that is usually absent, sometimes one of `values`. */
const sometimes = (absentWeight: number, values: fc.Arbitrary<string>) =>
  fc.oneof({ weight: absentWeight, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: values })
const headers = fc.record({
  Prefer: sometimes(
    2,
    fc.oneof(
      junk,
      fc.constantFrom(
        'return=representation',
        'count=exact',
        'count=planned',
        'count=estimated',
        'tx=rollback',
        'handling=strict, x',
        'resolution=merge-duplicates',
        'missing=default',
        'max-affected=-1, handling=strict',
        'timezone=Nowhere/Else',
        'return=representation, resolution=ignore-duplicates',
      ),
    ),
  ),
  Accept: sometimes(
    4,
    fc.oneof(
      junk,
      fc.constantFrom(
        'application/vnd.pgrst.object+json',
        'text/csv',
        'text/html',
        'application/*',
        '*/*;q=0',
        'application/vnd.pgrst.array+json;nulls=stripped',
        'application/vnd.pgrst.plan+json; options=analyze|buffers',
        'application/vnd.pgrst.plan+text; for="text/csv"; options=verbose|settings|wal',
        'application/vnd.pgrst.plan; for="application/vnd.pgrst.object+json"',
        'application/vnd.pgrst.plan+json; for="nonsense"',
      ),
    ),
  ),
  'Content-Type': sometimes(
    1,
    fc.oneof(
      junk,
      fc.constantFrom(
        'application/json',
        'text/csv',
        'application/x-www-form-urlencoded',
        'text/plain',
        'application/octet-stream',
        'text/xml',
      ),
    ),
  ),
  'Accept-Profile': sometimes(6, fc.constantFrom('public', 'other', 'auth', 'nope', '')),
  'Content-Profile': sometimes(6, fc.constantFrom('public', 'other', 'storage', '')),
  Range: sometimes(9, fc.oneof(junk, fc.constantFrom('0-4', '5-2', '10-'))),
  Authorization: sometimes(
    8,
    token.map((t) => `Bearer ${t}`),
  ),
})

const request = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'),
  path,
  params: fc.array(param, { maxLength: 5 }),
  headers,
  body,
})

type GeneratedRequest = typeof request extends fc.Arbitrary<infer T> ? T : never

async function send(r: GeneratedRequest) {
  const search = r.params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
  const hasBody = r.method !== 'GET' && r.method !== 'HEAD'
  const sanitized = Object.fromEntries(
    Object.entries(r.headers).filter(([, v]) => v !== undefined && /^[\t\x20-\x7e]*$/.test(v)),
  ) as Record<string, string>
  return fetch(`${stack.url}/rest/v1/${r.path}${search ? `?${search}` : ''}`, {
    method: r.method,
    headers: { apikey: stack.config.anonKey, ...sanitized },
    ...(hasBody && { body: r.body }),
  })
}

describe('bad requests', () => {
  it('never answer 5xx, and always answer errors in PostgREST shape', { timeout: 120_000 }, async () => {
    let errors = 0
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const response = await send(r)
        const text = await response.text()
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        expect(response.status, `${r.method} ${r.path} ${JSON.stringify(r.params)} → ${text}`).toBeLessThan(500)
        if (response.status >= 400 && r.method !== 'HEAD') {
          errors++
          const parsed = JSON.parse(text)
          expect(Object.keys(parsed).sort()).toEqual(['code', 'details', 'hint', 'message'])
          expect(typeof parsed.code).toBe('string')
          expect(typeof parsed.message).toBe('string')
        }
      }),
      { numRuns: 2500 },
    )
    // The generator must reach the database often enough to exercise the planner and SQL builder too.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((n, [, count]) => n + count, 0)
    expect(errors).toBeGreaterThan(1000)
    expect(succeeded).toBeGreaterThan(50)
  })

  it('still answers normal requests afterwards', async () => {
    const response = await fetch(`${stack.url}/rest/v1/categories?select=slug&id=eq.2`, {
      headers: { apikey: stack.config.anonKey },
    })
    expect(response.status).toBe(200)
  })
})
