import { describe, expect, test } from 'vitest'
import { StorageError } from './errors.ts'
import { FileStore } from './files.ts'
import {
  folderPrefix,
  isMimeTypeAllowed,
  isValidBucketName,
  mustBeValidKey,
  mustBeValidMimeTypeList,
  parseFileSizeToBytes,
  parseRange,
} from './rules.ts'

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return (error as StorageError).render()
  }
  return null
}

describe('object keys and bucket names', () => {
  test.each(['avatars/u1/photo.png', "a b/(1)!*'&$=@;:+,?-_.txt"])('%s is a valid key', (key) => {
    expect(refusal(() => mustBeValidKey(key))).toBeNull()
  })

  test.each(['', 'ünïcode.txt', 'a/../b', '../etc/passwd', 'a//b', './a', 'tab\tname', 'trailing/'])(
    '%j is refused as "Invalid key"',
    (key) => {
      expect(refusal(() => mustBeValidKey(key))).toEqual({
        statusCode: '400',
        code: 'InvalidKey',
        error: 'InvalidKey',
        message: `Invalid key: ${key}`,
      })
    },
  )

  test('bucket names: S3-safe characters, no slash, under 101 characters', () => {
    expect(isValidBucketName('product-images')).toBe(true)
    expect(isValidBucketName('a/b')).toBe(false)
    expect(isValidBucketName('x'.repeat(101))).toBe(false)
  })

  test('a file path never leaves its bucket folder', () => {
    const files = new FileStore('/data')
    expect(files.pathOf('avatars', 'u1/a.png')).toBe('/data/storage/avatars/u1/a.png')
    expect(refusal(() => files.pathOf('avatars', '../other/x'))).toMatchObject({ code: 'InvalidKey' })
    expect(refusal(() => files.pathOf('..', 'x'))).toMatchObject({ code: 'InvalidKey' })
  })
})

describe('limits', () => {
  test.each([
    ['20MB', 20_000_000],
    ['1.5GB', 1_500_000_000],
    ['30KB', 30_000],
    ['3B', 3],
    ['10mb', 10_000_000],
  ])('file size %s is %d bytes', (value, bytes) => {
    expect(parseFileSizeToBytes(value)).toBe(bytes)
  })

  test('a size without a unit is refused with Storage’s hint', () => {
    expect(refusal(() => parseFileSizeToBytes('20'))?.message).toBe(
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    )
  })

  test('image/* allows every image type and nothing else', () => {
    expect(isMimeTypeAllowed('image/png', ['image/*'])).toBe(true)
    expect(isMimeTypeAllowed('image/svg+xml', ['image/*'])).toBe(true)
    expect(isMimeTypeAllowed('text/plain', ['image/*'])).toBe(false)
    expect(isMimeTypeAllowed('text/plain', ['image/*', 'text/plain'])).toBe(true)
    expect(isMimeTypeAllowed('textplain', ['*/*'])).toBe(false)
  })

  test('an allowed_mime_types list must hold type/subtype entries', () => {
    expect(refusal(() => mustBeValidMimeTypeList(['image/png', 'image/*', 'text/html; charset=utf-8']))).toBeNull()
    expect(refusal(() => mustBeValidMimeTypeList(['not a type']))).toMatchObject({
      statusCode: '415',
      code: 'InvalidMimeType',
    })
  })
})

describe('ranges', () => {
  test.each([
    ['bytes=0-3', 10, { start: 0, end: 3 }],
    ['bytes=5-', 10, { start: 5, end: 9 }],
    ['bytes=-4', 10, { start: 6, end: 9 }],
    ['bytes=8-20', 10, { start: 8, end: 9 }],
  ])('%s of %d bytes', (header, size, range) => {
    expect(parseRange(header, size)).toEqual(range)
  })

  test.each(['bytes=10-12', 'bytes=5-2', 'bytes=-', 'items=0-1', 'bytes=-0'])('%s is answered 416', (header) => {
    expect(refusal(() => parseRange(header, 10))).toMatchObject({ statusCode: '416', code: 'InvalidRange' })
  })
})

test('a list prefix names a folder', () => {
  expect(folderPrefix('')).toBe('')
  expect(folderPrefix('u1')).toBe('u1/')
  expect(folderPrefix('u1/')).toBe('u1/')
})

test('client errors travel as HTTP 400 with their own status in the body; server errors as 500', () => {
  expect(new StorageError(404, 'NoSuchKey', 'Object not found').httpStatus).toBe(400)
  expect(new StorageError(500, 'InternalError', 'boom').httpStatus).toBe(500)
})
