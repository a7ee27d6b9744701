// Image transformations through storage-js (getPublicUrl, download and createSignedUrl with a
// `transform`) and plain HTTP: the sizes, fits, formats and qualities hosted Storage serves, its
// limits and errors, and results cached per object version.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'
import { newUser, type TestUser, text } from './support.ts'

let stack: TestStack
let amina: TestUser
let brian: TestUser
let photoKey: string
let privateKey: string

/** A 1600×1200 photo-like JPEG (a gradient with noise, so it compresses as photos do). */
async function photo(width = 1600, height = 1200, tint = 0) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    const noise = Math.floor(Math.random() * 40)
    pixels[i] = (x * 200) / width + noise + tint
    pixels[i + 1] = (y * 200) / height + noise
    pixels[i + 2] = 90 + noise
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
}

beforeAll(async () => {
  stack = await startTestStack()
  amina = await newUser(stack)
  brian = await newUser(stack)
  photoKey = `${amina.id}/goat-ribs.jpg`
  privateKey = `${amina.id}/receipt.jpg`
  const jpeg = await photo()
  for (const [bucket, key] of [
    ['st-public', photoKey],
    ['st-private', privateKey],
  ] as const) {
    const { error } = await amina.client.storage.from(bucket).upload(key, jpeg, { contentType: 'image/jpeg' })
    expect(error).toBeNull()
  }
}, 120_000)
afterAll(async () => {
  await stack?.stop()
})

async function fetchImage(url: string, accept = 'image/avif,image/webp,image/*,*/*;q=0.8') {
  const response = await fetch(url, { headers: { accept } })
  const bytes = Buffer.from(await response.arrayBuffer())
  const meta = response.ok ? await sharp(bytes).metadata() : null
  return { response, bytes, meta }
}

const publicUrl = (transform: Record<string, unknown>, key = photoKey) =>
  amina.client.storage.from('st-public').getPublicUrl(key, { transform }).data.publicUrl

describe('public render URLs', () => {
  test('a width alone keeps the proportions, and a browser that accepts WebP gets WebP', async () => {
    const url = publicUrl({ width: 400 })
    expect(url).toContain('/storage/v1/render/image/public/st-public/')
    const { response, meta } = await fetchImage(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('x-transformations')).toBe('width:400,resizing_type:fill')
    expect([meta?.width, meta?.height]).toEqual([400, 300])
  })

  test('a client that does not accept WebP, or format "origin", gets the original format', async () => {
    const plain = await fetchImage(publicUrl({ width: 400 }), 'image/jpeg')
    expect(plain.response.headers.get('content-type')).toBe('image/jpeg')
    const origin = await fetchImage(publicUrl({ width: 400, format: 'origin' }))
    expect(origin.response.headers.get('content-type')).toBe('image/jpeg')
    expect(origin.meta?.format).toBe('jpeg')
  })

  test('resize: cover crops to the box, contain fits inside it, fill stretches to it', async () => {
    const size = async (resize: string) => {
      const { meta } = await fetchImage(publicUrl({ width: 300, height: 300, resize }))
      return [meta?.width, meta?.height]
    }
    expect(await size('cover')).toEqual([300, 300])
    expect(await size('contain')).toEqual([300, 225])
    expect(await size('fill')).toEqual([300, 300])
  })

  test('a lower quality makes a smaller file; a picture is never enlarged', async () => {
    const high = await fetchImage(publicUrl({ width: 800, quality: 95 }))
    const low = await fetchImage(publicUrl({ width: 800, quality: 30 }))
    expect(low.bytes.length).toBeLessThan(high.bytes.length)
    const big = await fetchImage(publicUrl({ width: 5000 }))
    expect(big.response.headers.get('x-transformations')).toBe('width:2500,resizing_type:fill')
    expect(big.meta?.width).toBe(1600)
  })

  test("a transformed picture carries the object's ETag and Cache-Control, and is far smaller", async () => {
    const original = await fetch(amina.client.storage.from('st-public').getPublicUrl(photoKey).data.publicUrl)
    const originalBytes = (await original.arrayBuffer()).byteLength
    const { response, bytes } = await fetchImage(publicUrl({ width: 400 }))
    expect(response.headers.get('etag')).toBe(original.headers.get('etag'))
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    expect(bytes.length * 10).toBeLessThan(originalBytes)
  })

  test('results are cached, and a new upload is never answered with the old picture', async () => {
    const key = `${amina.id}/cached.jpg`
    const bucket = amina.client.storage.from('st-public')
    await bucket.upload(key, await photo(800, 600, 0), { contentType: 'image/jpeg' })
    const first = await fetchImage(publicUrl({ width: 200 }, key))
    const again = await fetchImage(publicUrl({ width: 200 }, key))
    expect(again.bytes.equals(first.bytes)).toBe(true)
    const cacheDir = path.join(stack.config.dataDir, 'storage-render-cache')
    expect(readdirSync(cacheDir).length).toBeGreaterThan(0)
    const { error } = await stack
      .service()
      .storage.from('st-public')
      .upload(key, await photo(600, 600, 40), { contentType: 'image/jpeg', upsert: true })
    expect(error).toBeNull()
    const replaced = await fetchImage(publicUrl({ width: 200 }, key))
    expect([replaced.meta?.width, replaced.meta?.height]).toEqual([200, 200])
  })

  test('a private bucket is not served by the public route', async () => {
    const response = await fetch(`${stack.url}/storage/v1/render/image/public/st-private/${privateKey}?width=100`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' })
  })
})

describe('authenticated and signed render URLs', () => {
  test('download with a transform: the owner gets the resized picture, others "Object not found"', async () => {
    const { data, error } = await amina.client.storage
      .from('st-private')
      .download(privateKey, { transform: { width: 120, format: 'origin' } })
    expect(error).toBeNull()
    const meta = await sharp(Buffer.from(await (data as Blob).arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 90])
    const other = await brian.client.storage.from('st-private').download(privateKey, { transform: { width: 120 } })
    expect(other.error).not.toBeNull()
  })

  test('a signed URL with a transform renders it, whatever the query says', async () => {
    const { data, error } = await amina.client.storage
      .from('st-private')
      .createSignedUrl(privateKey, 60, { transform: { width: 200, height: 200, resize: 'cover' } })
    expect(error).toBeNull()
    expect(data?.signedUrl).toContain('/storage/v1/render/image/sign/st-private/')
    const { response, meta } = await fetchImage(`${data?.signedUrl}&width=900`)
    expect(response.headers.get('expires')).toEqual(expect.any(String))
    expect([meta?.width, meta?.height]).toEqual([200, 200])
  })

  test('a signed URL for another object, or a forged token, is refused', async () => {
    const { data } = await amina.client.storage
      .from('st-private')
      .createSignedUrl(privateKey, 60, { transform: { width: 50 } })
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token')
    const other = await fetch(`${stack.url}/storage/v1/render/image/sign/st-public/${photoKey}?token=${token}`)
    expect(await other.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' })
  })
})

describe('errors as hosted gives them', () => {
  const render = async (query: string, key = photoKey) => {
    const response = await fetch(`${stack.url}/storage/v1/render/image/public/st-public/${key}?${query}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  test.each([
    ['width=abc', 'querystring/width must be integer'],
    ['height=-1', 'querystring/height must be >= 0'],
    ['quality=10', 'querystring/quality must be >= 20'],
    ['quality=101', 'querystring/quality must be <= 100'],
    ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
    ['format=gif', 'querystring/format must be equal to one of the allowed values'],
  ])('%s → 400 "%s"', async (query, message) => {
    expect(await render(query)).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidRequest', error: 'InvalidRequest', message },
    })
  })

  test('a file that is not an image is refused as the source being unsupported', async () => {
    const key = `${amina.id}/notes.txt`
    await amina.client.storage.from('st-public').upload(key, text('not a picture'))
    expect(await render('width=100', key)).toEqual({
      status: 400,
      body: {
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message: 'The source image is invalid or unsupported for rendering',
      },
    })
  })

  test('a missing object is "Object not found"', async () => {
    expect((await render('width=100', `${amina.id}/nothing.jpg`)).body).toMatchObject({
      statusCode: '404',
      message: 'Object not found',
    })
  })

  test('a signed URL body with a bad transform is refused before signing', async () => {
    const { error } = await amina.client.storage
      .from('st-private')
      .createSignedUrl(privateKey, 60, { transform: { width: 'wide' as never } })
    expect(error?.message).toBe('body/transform/width must be integer')
  })
})
