// Objects through storage-js and plain HTTP: uploads checked by RLS before any file is written, size
// and MIME limits, downloads with their headers, public and signed URLs, listing with folders, move,
// copy and remove.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { newUser, objectRow, type TestUser, text } from './support.ts'

let stack: TestStack
let amina: TestUser
let brian: TestUser

beforeAll(async () => {
  stack = await startTestStack()
  amina = await newUser(stack)
  brian = await newUser(stack)
})
afterAll(async () => {
  await stack?.stop()
})

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const WEBP_HEADER = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')
const JPEG_HEADER = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])

const fileOnDisk = (bucket: string, key: string) => path.join(stack.config.dataDir, 'storage', bucket, key)
const objectUrl = (route: string) => `${stack.url}/storage/v1/object/${route}`

describe('upload', () => {
  test('a user uploads a Blob into their own folder; the row records owner and metadata', async () => {
    const key = `${amina.id}/notes.txt`
    const { data, error } = await amina.client.storage.from('st-private').upload(key, text('nyama choma'))
    expect(error).toBeNull()
    expect(data).toEqual({ id: expect.any(String), path: key, fullPath: `st-private/${key}` })
    const row = await objectRow(stack, 'st-private', key)
    expect(row).toMatchObject({ id: data?.id, owner: amina.id, owner_id: amina.id })
    expect(row?.metadata).toEqual({
      eTag: `"${createHash('md5').update('nyama choma').digest('hex')}"`,
      size: 11,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      lastModified: expect.any(String),
      contentLength: 11,
      httpStatusCode: 200,
    })
    expect(existsSync(fileOnDisk('st-private', key))).toBe(true)
  })

  test('a raw body keeps its content type, cache control and user metadata', async () => {
    const key = `${amina.id}/raw.json`
    const { error } = await amina.client.storage.from('st-private').upload(key, Buffer.from('{"cut":"ribs"}'), {
      contentType: 'application/json',
      cacheControl: '60',
      metadata: { shop: 'Nakasero' },
    })
    expect(error).toBeNull()
    const row = await objectRow(stack, 'st-private', key)
    expect(row?.metadata).toMatchObject({ mimetype: 'application/json', cacheControl: 'max-age=60', size: 14 })
    expect(row?.user_metadata).toEqual({ shop: 'Nakasero' })
  })

  test('an existing key is refused with 409 unless upsert, which replaces the file', async () => {
    const bucket = amina.client.storage.from('st-private')
    const key = `${amina.id}/twice.txt`
    await bucket.upload(key, text('first'))
    const { error } = await bucket.upload(key, text('second'))
    expect(error).toMatchObject({ statusCode: '409', message: 'The resource already exists' })
    expect((await bucket.upload(key, text('third'), { upsert: true })).error).toBeNull()
    expect(await (await bucket.download(key)).data?.text()).toBe('third')
    expect((await bucket.update(key, text('fourth'))).error).toBeNull()
    expect(await (await bucket.download(key)).data?.text()).toBe('fourth')
  })

  test('RLS refuses an upload outside the user’s folder before any file is written', async () => {
    const key = `${brian.id}/intruder.txt`
    const { error } = await amina.client.storage.from('st-private').upload(key, text('not mine'))
    expect(error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    })
    expect(await objectRow(stack, 'st-private', key)).toBeUndefined()
    expect(existsSync(fileOnDisk('st-private', key))).toBe(false)
  })

  test('anon, with no policy of its own, cannot upload', async () => {
    const { error } = await stack.anon().storage.from('st-public').upload('anon.txt', text('x'))
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
  })

  test('an upsert needs select and update rights too: st-public grants only insert', async () => {
    const bucket = amina.client.storage.from('st-public')
    const key = `${amina.id}/poster.txt`
    expect((await bucket.upload(key, text('v1'))).error).toBeNull()
    expect((await bucket.upload(key, text('v2'), { upsert: true })).error).toMatchObject({ statusCode: '403' })
  })

  test('the bucket size limit refuses a larger file with 413 "Payload too large"', async () => {
    const response = await fetch(objectUrl(`st-limited/${amina.id}/big.txt`), {
      method: 'POST',
      headers: { authorization: `Bearer ${amina.token}`, 'content-type': 'text/plain' },
      body: 'x'.repeat(2000),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
    const { error } = await amina.client.storage
      .from('st-limited')
      .upload(`${amina.id}/big2.txt`, text('y'.repeat(1025)))
    expect(error).toMatchObject({ statusCode: '413' })
    expect(existsSync(fileOnDisk('st-limited', `${amina.id}/big2.txt`))).toBe(false)
  })

  test('the global limit applies to a bucket without its own', async () => {
    const big = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/octet-stream' })
    const { error } = await amina.client.storage.from('st-private').upload(`${amina.id}/huge.bin`, big)
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' })
  })

  test('allowed MIME types refuse other types with 415; image/* allows every image', async () => {
    const bucket = amina.client.storage.from('st-limited')
    expect(
      (await bucket.upload(`${amina.id}/a.png`, new Blob([PNG_SIGNATURE], { type: 'image/png' }))).error,
    ).toBeNull()
    expect(
      (await bucket.upload(`${amina.id}/a.webp`, new Blob([WEBP_HEADER], { type: 'image/webp' }))).error,
    ).toBeNull()
    const { error } = await bucket.upload(`${amina.id}/a.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }))
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type application/pdf is not supported' })
  })
})

describe('an image’s bytes must be the image its type declares', () => {
  test('an HTML page uploaded as image/jpeg is refused with 400 and nothing is stored', async () => {
    const key = `${amina.id}/trap.jpg`
    const html = '<!doctype html><script>fetch("/mail")</script>'
    const { error } = await amina.client.storage.from('st-private').upload(key, text(html, 'image/jpeg'))
    expect(error).toMatchObject({ statusCode: '400', message: "The file's content is not a image/jpeg image" })
    expect(await objectRow(stack, 'st-private', key)).toBeUndefined()
    expect(existsSync(fileOnDisk('st-private', key))).toBe(false)
  })

  test('a raw body (no multipart) is checked the same way; a real JPEG goes through', async () => {
    const upload = (key: string, body: BodyInit) =>
      fetch(objectUrl(`st-private/${key}`), {
        method: 'POST',
        headers: { authorization: `Bearer ${amina.token}`, 'content-type': 'image/jpeg' },
        body,
      })
    const refused = await upload(`${amina.id}/raw-trap.jpg`, '<html><body>hello</body></html>')
    expect(refused.status).toBe(400)
    expect((await refused.json()).code).toBe('InvalidRequest')
    expect((await upload(`${amina.id}/raw.jpg`, JPEG_HEADER)).status).toBe(200)
  })

  test('an SVG must be an SVG document, and is sent with a policy that runs no script', async () => {
    const bucket = amina.client.storage.from('st-public')
    const html = text('<html><body><svg></svg><script>alert(1)</script></body></html>', 'image/svg+xml')
    expect((await bucket.upload(`${amina.id}/trap.svg`, html)).error).toMatchObject({ statusCode: '400' })
    const svg = text(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    )
    expect((await bucket.upload(`${amina.id}/logo.svg`, svg)).error).toBeNull()
    const res = await fetch(objectUrl(`public/st-public/${amina.id}/logo.svg`))
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    await res.arrayBuffer()
  })
})

describe('download', () => {
  const key = () => `${amina.id}/menu.txt`
  beforeAll(async () => {
    await amina.client.storage.from('st-private').upload(key(), text('0123456789'), { cacheControl: '120' })
  })

  test('the owner downloads the bytes with Content-Type, ETag, Last-Modified and Cache-Control', async () => {
    const res = await fetch(objectUrl(`authenticated/st-private/${key()}`), {
      headers: { authorization: `Bearer ${amina.token}` },
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('0123456789')
    expect(res.headers.get('content-type')).toBe('text/plain')
    expect(res.headers.get('cache-control')).toBe('max-age=120')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(new Date(res.headers.get('last-modified') ?? '').getTime()).toBeGreaterThan(0)
    expect(res.headers.get('content-length')).toBe('10')
    // The browser takes it as the type it was stored with, never as a type it guessed.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('If-None-Match with the ETag answers 304; a range answers 206; a bad range 416', async () => {
    const auth = { authorization: `Bearer ${amina.token}` }
    const first = await fetch(objectUrl(`st-private/${key()}`), { headers: auth })
    const etag = first.headers.get('etag') as string
    await first.arrayBuffer()
    expect(
      (await fetch(objectUrl(`st-private/${key()}`), { headers: { ...auth, 'if-none-match': etag } })).status,
    ).toBe(304)
    const partial = await fetch(objectUrl(`st-private/${key()}`), { headers: { ...auth, range: 'bytes=2-5' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10')
    expect(await partial.text()).toBe('2345')
    const bad = await fetch(objectUrl(`st-private/${key()}`), { headers: { ...auth, range: 'bytes=20-30' } })
    expect(bad.status).toBe(416)
    expect((await bad.json()).code).toBe('InvalidRange')
  })

  test('another user’s RLS hides the object: "Object not found"', async () => {
    const { error } = await brian.client.storage.from('st-private').download(key())
    expect(error).toMatchObject({ status: 400 })
    const res = await fetch(objectUrl(`authenticated/st-private/${key()}`), {
      headers: { authorization: `Bearer ${brian.token}` },
    })
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    })
  })

  test('a public bucket serves getPublicUrl without any key; a private bucket does not', async () => {
    const publicKey = `${amina.id}/flyer.txt`
    await amina.client.storage.from('st-public').upload(publicKey, text('Half price goat on Friday'))
    const url = amina.client.storage.from('st-public').getPublicUrl(publicKey).data.publicUrl
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('Half price goat on Friday')
    const privateUrl = amina.client.storage.from('st-private').getPublicUrl(key()).data.publicUrl
    expect(await (await fetch(privateUrl)).json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })

  test('a signed URL serves the object without credentials, with an Expires header', async () => {
    const { data, error } = await amina.client.storage.from('st-private').createSignedUrl(key(), 60)
    expect(error).toBeNull()
    const res = await fetch(data?.signedUrl as string)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('0123456789')
    expect(new Date(res.headers.get('expires') ?? '').getTime()).toBeGreaterThan(Date.now())
  })

  test('a signed URL for a missing object is refused, and a forged or expired token is rejected', async () => {
    const { error } = await amina.client.storage.from('st-private').createSignedUrl(`${amina.id}/nope.txt`, 60)
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' })
    const secret = new TextEncoder().encode(stack.config.jwtSecret)
    const expired = await new SignJWT({ url: `st-private/${key()}`, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret)
    const res = await fetch(objectUrl(`sign/st-private/${key()}?token=${expired}`))
    expect(await res.json()).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    })
    const otherKey = await new SignJWT({ url: 'st-private/other.txt', scope: 'download' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret)
    expect(await (await fetch(objectUrl(`sign/st-private/${key()}?token=${otherKey}`))).json()).toMatchObject({
      code: 'InvalidSignature',
    })
  })

  test('createSignedUrls signs what exists and marks what does not', async () => {
    const { data } = await amina.client.storage
      .from('st-private')
      .createSignedUrls([key(), `${amina.id}/ghost.txt`], 60)
    expect(data?.[0]).toMatchObject({ error: null, path: key(), signedUrl: expect.stringContaining('/object/sign/') })
    expect(data?.[1]).toEqual({
      error: 'Either the object does not exist or you do not have access to it',
      path: `${amina.id}/ghost.txt`,
      signedURL: null,
      signedUrl: null,
    })
  })

  test('a signed upload URL lets anyone holding it upload once', async () => {
    const bucket = amina.client.storage.from('st-private')
    const target = `${amina.id}/dropbox.txt`
    const { data, error } = await bucket.createSignedUploadUrl(target)
    expect(error).toBeNull()
    const anon = stack.anon().storage.from('st-private')
    const uploaded = await anon.uploadToSignedUrl(target, data?.token as string, text('delivered'))
    expect(uploaded).toEqual({ data: { path: target, fullPath: `st-private/${target}` }, error: null })
    expect(await objectRow(stack, 'st-private', target)).toMatchObject({ owner: amina.id })
  })

  test('info and exists describe an object', async () => {
    const bucket = amina.client.storage.from('st-private')
    const { data } = await bucket.info(key())
    expect(data).toMatchObject({ name: key(), size: 10, contentType: 'text/plain', cacheControl: 'max-age=120' })
    // Uploaded without user metadata: hosted answers an empty object, not null.
    expect(data?.metadata).toEqual({})
    expect((await bucket.exists(key())).data).toBe(true)
    expect((await bucket.exists(`${amina.id}/absent.txt`)).data).toBe(false)
  })
})

describe('list, move, copy, remove', () => {
  test('list shows folders first as entries with a null id, names relative to the prefix', async () => {
    const user = await newUser(stack)
    const bucket = user.client.storage.from('st-private')
    for (const name of ['b.txt', 'docs/one.txt', 'docs/two.txt', 'pics/cow.png', 'a.txt']) {
      await bucket.upload(`${user.id}/${name}`, text(name))
    }
    const { data: root } = await bucket.list(user.id)
    expect(root?.map((o) => [o.name, o.id === null])).toEqual([
      ['docs', true],
      ['pics', true],
      ['a.txt', false],
      ['b.txt', false],
    ])
    expect((await bucket.list(`${user.id}/docs`)).data?.map((o) => o.name)).toEqual(['one.txt', 'two.txt'])
    expect((await bucket.list(user.id, { search: 'b' })).data?.map((o) => o.name)).toEqual(['b.txt'])
    expect((await bucket.list(user.id, { limit: 2, offset: 1 })).data?.map((o) => o.name)).toEqual(['pics', 'a.txt'])
    const desc = await bucket.list(`${user.id}/docs`, { sortBy: { column: 'name', order: 'desc' } })
    expect(desc.data?.map((o) => o.name)).toEqual(['two.txt', 'one.txt'])
    expect((await brian.client.storage.from('st-private').list(user.id)).data).toEqual([])
  })

  test('list-v2 pages a flat listing with a cursor, and groups folders at the prefix with with_delimiter', async () => {
    const user = await newUser(stack)
    const bucket = user.client.storage.from('st-private')
    for (const name of ['b.txt', 'docs/one.txt', 'docs/two.txt', 'pics/cow.png', 'a.txt', 'docs.txt']) {
      await bucket.upload(`${user.id}/${name}`, text(name))
    }
    const flat = await bucket.listV2({ prefix: `${user.id}/`, limit: 4 })
    expect(flat.error).toBeNull()
    expect(flat.data?.objects.map((o) => o.name)).toEqual(
      ['a.txt', 'b.txt', 'docs.txt', 'docs/one.txt'].map((name) => `${user.id}/${name}`),
    )
    expect(flat.data).toMatchObject({ hasNext: true, folders: [], nextCursorKey: `${user.id}/docs/one.txt` })
    const rest = await bucket.listV2({ prefix: `${user.id}/`, limit: 4, cursor: flat.data?.nextCursor })
    expect(rest.data?.objects.map((o) => o.name)).toEqual([`${user.id}/docs/two.txt`, `${user.id}/pics/cow.png`])
    expect(rest.data?.hasNext).toBe(false)
    expect(rest.data?.nextCursor).toBeUndefined()
    expect(rest.data?.objects[0]).toMatchObject({ id: expect.any(String), metadata: { size: 12 } })

    // '.' sorts before '/', byte-wise: docs.txt comes before the docs/ folder, as Storage lists them.
    const tree = await bucket.listV2({ prefix: `${user.id}/`, with_delimiter: true, limit: 3 })
    expect(tree.data?.objects.map((o) => [o.key, o.name])).toEqual([
      ['a.txt', `${user.id}/a.txt`],
      ['b.txt', `${user.id}/b.txt`],
      ['docs.txt', `${user.id}/docs.txt`],
    ])
    expect(tree.data?.folders).toEqual([])
    const next = await bucket.listV2({ prefix: `${user.id}/`, with_delimiter: true, cursor: tree.data?.nextCursor })
    // A folder row as hosted sends it: its segment as key, its name with the slash, every other column null.
    const folder = (key: string) => ({
      key,
      name: `${user.id}/${key}/`,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })
    expect(next.data?.folders).toEqual([folder('docs'), folder('pics')])
    expect(next.data?.objects).toEqual([])

    const desc = await bucket.listV2({
      prefix: `${user.id}/`,
      with_delimiter: true,
      sortBy: { column: 'name', order: 'desc' },
      limit: 2,
    })
    expect(desc.data?.folders.map((f) => f.name)).toEqual([`${user.id}/pics/`, `${user.id}/docs/`])
    const descRest = await bucket.listV2({ prefix: `${user.id}/`, with_delimiter: true, cursor: desc.data?.nextCursor })
    expect(descRest.data?.objects.map((o) => o.key)).toEqual(['docs.txt', 'b.txt', 'a.txt'])

    expect((await brian.client.storage.from('st-private').listV2({ prefix: `${user.id}/` })).data?.objects).toEqual([])
  })

  test('list-v2 sorts by creation time, a folder at its first object, and resumes at the same place', async () => {
    const user = await newUser(stack)
    const bucket = user.client.storage.from('st-private')
    for (const name of ['late/x.txt', 'first.txt', 'late/y.txt', 'second.txt', 'early/z.txt']) {
      await bucket.upload(`${user.id}/${name}`, text(name))
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const byTime = { column: 'created_at', order: 'desc' } as const
    const page = await bucket.listV2({ prefix: `${user.id}/`, with_delimiter: true, sortBy: byTime, limit: 2 })
    expect(page.data?.folders).toEqual([
      {
        key: 'early',
        name: `${user.id}/early/`,
        id: null,
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        last_accessed_at: null,
        metadata: null,
      },
    ])
    expect(page.data?.objects.map((o) => o.key)).toEqual(['second.txt'])
    const rest = await bucket.listV2({ prefix: `${user.id}/`, with_delimiter: true, cursor: page.data?.nextCursor })
    expect(rest.data?.objects.map((o) => o.name)).toEqual([`${user.id}/first.txt`])
    expect(rest.data?.folders.map((f) => f.name)).toEqual([`${user.id}/late/`])
    expect(rest.data?.hasNext).toBe(false)
  })

  test('list-v2 refuses a bad body and a forged cursor as Storage words it', async () => {
    const post = (body: unknown) =>
      fetch(objectUrl('list-v2/st-private'), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${amina.token}`,
          apikey: stack.config.anonKey,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      })
    for (const [body, message] of [
      [{ limit: 0 }, 'body/limit must be >= 1'],
      [{ limit: 1.5 }, 'body/limit must be integer'],
      [{ with_delimiter: 'yes' }, 'body/with_delimiter must be boolean'],
      [{ sortBy: { order: 'asc' } }, "body/sortBy must have required property 'column'"],
      [{ sortBy: { column: 'size' } }, 'body/sortBy/column must be equal to one of the allowed values'],
      [{ cursor: Buffer.from('x=1').toString('base64') }, 'Invalid Parameter continuation token'],
    ] as const) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ statusCode: '400', message })
    }
  })

  test('move renames an object, copy duplicates it, remove deletes rows and files', async () => {
    const user = await newUser(stack)
    const bucket = user.client.storage.from('st-private')
    await bucket.upload(`${user.id}/draft.txt`, text('price list'))
    expect(await bucket.move(`${user.id}/draft.txt`, `${user.id}/final.txt`)).toEqual({
      data: { message: 'Successfully moved' },
      error: null,
    })
    expect((await bucket.download(`${user.id}/draft.txt`)).error).not.toBeNull()
    expect(await (await bucket.download(`${user.id}/final.txt`)).data?.text()).toBe('price list')
    expect(existsSync(fileOnDisk('st-private', `${user.id}/draft.txt`))).toBe(false)

    expect(await bucket.copy(`${user.id}/final.txt`, `${user.id}/copy.txt`)).toEqual({
      data: { path: `st-private/${user.id}/copy.txt` },
      error: null,
    })
    expect(await (await bucket.download(`${user.id}/copy.txt`)).data?.text()).toBe('price list')

    const { data: removed } = await bucket.remove([`${user.id}/final.txt`, `${user.id}/copy.txt`])
    expect(removed?.map((o) => o.name).sort()).toEqual([`${user.id}/copy.txt`, `${user.id}/final.txt`])
    expect(existsSync(fileOnDisk('st-private', `${user.id}/copy.txt`))).toBe(false)
    expect(await objectRow(stack, 'st-private', `${user.id}/final.txt`)).toBeUndefined()
  })

  test('remove deletes only what RLS lets the caller delete', async () => {
    const key = `${amina.id}/keep.txt`
    await amina.client.storage.from('st-private').upload(key, text('mine'))
    expect((await brian.client.storage.from('st-private').remove([key])).data).toEqual([])
    expect(await objectRow(stack, 'st-private', key)).toBeDefined()
  })

  test('moving onto an existing key is refused with 409', async () => {
    const bucket = amina.client.storage.from('st-private')
    await bucket.upload(`${amina.id}/m1.txt`, text('1'))
    await bucket.upload(`${amina.id}/m2.txt`, text('2'))
    expect((await bucket.move(`${amina.id}/m1.txt`, `${amina.id}/m2.txt`)).error).toMatchObject({ statusCode: '409' })
  })
})
