// Buckets through storage-js: CRUD with the service role, RLS for everyone else, Storage's errors,
// and the buckets config.toml seeds on a fresh database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('bucket management', () => {
  test('the service role creates, reads, lists, updates and deletes a bucket', async () => {
    const storage = stack.service().storage
    expect(
      await storage.createBucket('crud', { public: false, fileSizeLimit: '1MB', allowedMimeTypes: ['image/png'] }),
    ).toEqual({
      data: { name: 'crud' },
      error: null,
    })
    const { data: bucket } = await storage.getBucket('crud')
    expect(bucket).toMatchObject({
      id: 'crud',
      name: 'crud',
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/png'],
    })
    // As hosted: one bucket comes without `type`, the list gives each bucket's.
    expect(bucket).not.toHaveProperty('type')
    const { data: all } = await storage.listBuckets()
    expect(all?.find((b) => b.id === 'crud')).toMatchObject({ id: 'crud', type: 'STANDARD' })
    expect(await storage.updateBucket('crud', { public: true, fileSizeLimit: null })).toEqual({
      data: { message: 'Successfully updated' },
      error: null,
    })
    expect((await storage.getBucket('crud')).data).toMatchObject({ public: true, file_size_limit: null })
    expect(await storage.deleteBucket('crud')).toEqual({ data: { message: 'Successfully deleted' }, error: null })
    const { error } = await storage.getBucket('crud')
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
  })

  test('a bucket id already taken is refused with 409 "The resource already exists"', async () => {
    const storage = stack.service().storage
    await storage.createBucket('twice')
    const { error } = await storage.createBucket('twice')
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' })
  })

  test('an anonymous caller may not create buckets: "new row violates row-level security policy"', async () => {
    const { error } = await stack.anon().storage.createBucket('by-anon')
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
  })

  test('without a policy on storage.buckets, anon lists no bucket', async () => {
    expect((await stack.anon().storage.listBuckets()).data).toEqual([])
  })

  test('an invalid name and a size limit over the global limit are refused', async () => {
    const storage = stack.service().storage
    expect((await storage.createBucket('bad/name')).error).toMatchObject({
      statusCode: '400',
      message: 'Bucket name invalid',
    })
    expect((await storage.createBucket('too-big', { public: false, fileSizeLimit: '10GB' })).error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
  })

  test('a bucket with objects cannot be deleted until it is emptied', async () => {
    const storage = stack.service().storage
    await storage.createBucket('full')
    await storage.from('full').upload('a.txt', new Blob(['a']))
    expect((await storage.deleteBucket('full')).error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    })
    expect((await storage.emptyBucket('full')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    })
    expect((await storage.deleteBucket('full')).error).toBeNull()
  })
})

describe('seeding from config.toml', () => {
  test('each [storage.buckets.<name>] is created with its settings on a fresh database', async () => {
    const { data } = await stack.service().storage.getBucket('st-seeded')
    expect(data).toMatchObject({
      public: true,
      file_size_limit: 1024 * 1024,
      allowed_mime_types: ['image/svg+xml', 'text/plain', 'application/json'],
    })
  })

  test('every file under objects_path is uploaded with its relative path and a content type from its extension', async () => {
    const bucket = stack.service().storage.from('st-seeded')
    const { data: root } = await bucket.list()
    expect(root?.map((o) => [o.name, o.id === null])).toEqual([
      ['images', true],
      ['nested', true],
      ['hello.txt', false],
    ])
    const { data: deep } = await bucket.list('nested/deeper')
    expect(deep?.map((o) => o.name)).toEqual(['data.json'])
    const logo = await fetch(bucket.getPublicUrl('images/logo.svg').data.publicUrl)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(await logo.text()).toContain('<svg')
    const hello = await fetch(bucket.getPublicUrl('hello.txt').data.publicUrl)
    expect(hello.headers.get('content-type')).toBe('text/plain')
    expect(await hello.text()).toBe('Karibu! Fresh beef daily.\n')
  })
})
