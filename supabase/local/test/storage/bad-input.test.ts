// Client mistakes never get a 5xx or take the stand-in down: oversized uploads, and a few thousand
// generated malformed Storage requests.
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { newUser, type TestUser } from './support.ts'

let stack: TestStack
let user: TestUser

beforeAll(async () => {
  stack = await startTestStack()
  user = await newUser(stack)
})
afterAll(async () => {
  await stack?.stop()
})

const url = (route: string) => `${stack.url}/storage/v1/${route}`

test('an oversized raw upload is answered 413 "Payload too large" before its body is read', async () => {
  const res = await fetch(url(`object/st-private/${user.id}/huge.bin`), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(20 * 1024 * 1024),
  })
  expect(res.status).toBe(400)
  expect(await res.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' })
})

test('an oversized multipart upload is answered 413 and leaves no object', async () => {
  const form = new FormData()
  form.append('cacheControl', '3600')
  form.append('', new Blob([new Uint8Array(12 * 1024 * 1024)]), 'big.bin')
  const res = await fetch(url(`object/st-private/${user.id}/huge-form.bin`), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  })
  expect(await res.json()).toMatchObject({ statusCode: '413' })
  const { rows } = await stack.db.query('select 1 from storage.objects where name = $1', [`${user.id}/huge-form.bin`])
  expect(rows).toEqual([])
})

test('a JSON body over 1 MiB is refused with 413, as Fastify’s body limit does', async () => {
  const res = await fetch(url('object/list/st-private'), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: 'x'.repeat(1024 * 1024 + 1) }),
  })
  expect(res.status).toBe(413)
  expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' })
})

test('thousands of generated malformed requests never get a 5xx', async () => {
  const segment = fc.oneof(
    fc.constantFrom(
      'st-private',
      'st-public',
      'st-limited',
      'nope',
      '..',
      '.',
      '%2e%2e',
      'a%2Fb',
      '%ZZ',
      '',
      '%00',
      'a%00b.png',
    ),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  )
  const route = fc.oneof(
    fc.tuple(
      fc.constantFrom(
        'bucket',
        'bucket/',
        'object/list',
        'object/list-v2',
        'object/sign',
        'object/upload/sign',
        'object/info',
      ),
      segment,
    ),
    fc.tuple(
      fc.constantFrom(
        'object',
        'object/public',
        'object/authenticated',
        'object/sign',
        'render/image/public',
        'render/image/authenticated',
        'render/image/sign',
      ),
      segment,
      segment,
      segment,
    ),
    fc.constantFrom(['object/move'], ['object/copy'], ['bucket'], ['object'], ['nowhere']),
  )
  const body = fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 50 }),
    fc.constantFrom(
      '{"prefixes":["a\\u0000b"]}',
      '{"prefix":"\\u0000","limit":1}',
      `{"prefixes":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      `{"metadata":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    ),
    fc
      .record({
        name: fc.oneof(fc.string({ maxLength: 8 }), fc.integer()),
        prefix: fc.oneof(fc.string({ maxLength: 8 }), fc.constant(null)),
        prefixes: fc.oneof(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), fc.string()),
        expiresIn: fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 4 })),
        limit: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.string({ maxLength: 3 })),
        sortBy: fc.oneof(
          fc.record({ column: fc.string({ maxLength: 6 }), order: fc.string({ maxLength: 4 }) }),
          fc.string(),
        ),
        file_size_limit: fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
        allowed_mime_types: fc.oneof(fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 }), fc.string()),
        with_delimiter: fc.oneof(fc.boolean(), fc.string({ maxLength: 3 })),
        cursor: fc.oneof(
          fc.string({ maxLength: 12 }),
          fc
            .string({ maxLength: 12 })
            .map((line) => Buffer.from(`l:${line}\na:${line}\nc:created_at`).toString('base64')),
        ),
        bucketId: fc.string({ maxLength: 6 }),
        sourceKey: fc.string({ maxLength: 6 }),
        destinationKey: fc.string({ maxLength: 6 }),
        transform: fc.oneof(
          fc.string({ maxLength: 4 }),
          fc.record({
            width: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })),
            resize: fc.string({ maxLength: 6 }),
          }),
        ),
      })
      .map((v) => JSON.stringify(v)),
  )
  const request = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
    route,
    body,
    contentType: fc.constantFrom(
      undefined,
      'application/json',
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=xyz',
      'image/png',
      '',
    ),
    auth: fc.constantFrom('user', 'anon', 'service', 'garbage', 'none'),
    range: fc.option(fc.constantFrom('bytes=0-1', 'bytes=-5', 'bytes=9-1', 'bytes=a-b', 'pages=1'), { nil: undefined }),
    upsert: fc.option(fc.constantFrom('true', 'false', 'yes'), { nil: undefined }),
    token: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  })
  const samples = fc.sample(request, { numRuns: 2000, seed: 2024 })
  const tokens = {
    user: user.token,
    anon: stack.config.anonKey,
    service: stack.config.serviceRoleKey,
    garbage: 'Bearer-ish.not.a.jwt',
  } as Record<string, string>
  const failures: string[] = []
  const send = async (r: (typeof samples)[number]) => {
    const headers: Record<string, string> = {}
    if (r.auth !== 'none') headers.authorization = `Bearer ${tokens[r.auth]}`
    if (r.contentType !== undefined) headers['content-type'] = r.contentType
    if (r.range) headers.range = r.range
    if (r.upsert) headers['x-upsert'] = r.upsert
    const query = r.token === undefined ? '' : `?token=${encodeURIComponent(r.token)}`
    const target = url(r.route.join('/')) + query
    const hasBody = r.body !== undefined && r.method !== 'GET' && r.method !== 'HEAD'
    const res = await fetch(target, { method: r.method, headers, body: hasBody ? r.body : undefined })
    await res.arrayBuffer()
    if (res.status >= 500) failures.push(`${r.method} ${target} -> ${res.status}`)
  }
  for (let i = 0; i < samples.length; i += 16) await Promise.all(samples.slice(i, i + 16).map(send))
  expect(failures).toEqual([])
  const { data } = await user.client.storage.from('st-private').upload(`${user.id}/still-up.txt`, new Blob(['ok']))
  expect(data?.path).toBe(`${user.id}/still-up.txt`)
}, 60_000)

test('generated transformation queries on pictures, text and missing objects never get a 5xx', async () => {
  const { default: sharp } = await import('sharp')
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer()
  const bucket = user.client.storage.from('st-public')
  await bucket.upload(`${user.id}/p.jpg`, jpeg, { contentType: 'image/jpeg' })
  await bucket.upload(`${user.id}/t.txt`, new Blob(['plain words']))
  // A PNG signature over bytes that are no picture: it is stored, and no transformation of it fails with 5xx.
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('not a png')])
  expect((await bucket.upload(`${user.id}/fake.png`, new Blob([png], { type: 'image/png' }))).error).toBeNull()
  const value = fc.oneof(
    fc.integer({ min: -10, max: 6000 }),
    fc.double().map(String),
    fc.string({ maxLength: 6 }),
    fc.constantFrom('cover', 'contain', 'fill', 'origin', 'webp', 'avif', ''),
  )
  const request = fc.record({
    key: fc.constantFrom('p.jpg', 't.txt', 'fake.png', 'missing.jpg'),
    route: fc.constantFrom('public', 'authenticated'),
    query: fc.dictionary(fc.constantFrom('width', 'height', 'quality', 'resize', 'format', 'download'), value, {
      maxKeys: 4,
    }),
    accept: fc.constantFrom('image/webp', 'image/*', '*/*', ''),
  })
  const failures: string[] = []
  for (const r of fc.sample(request, { numRuns: 300, seed: 16 })) {
    const query = new URLSearchParams(Object.entries(r.query).map(([k, v]) => [k, String(v)])).toString()
    const target = url(`render/image/${r.route}/st-public/${user.id}/${r.key}?${query}`)
    const res = await fetch(target, { headers: { authorization: `Bearer ${user.token}`, accept: r.accept } })
    await res.arrayBuffer()
    if (res.status >= 500) failures.push(`${target} -> ${res.status}`)
  }
  expect(failures).toEqual([])
}, 120_000)
