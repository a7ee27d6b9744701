// Storage's validation rules (src/storage/limits.ts, uploader.ts, range.ts in supabase/storage):
// object keys and bucket names, size limits, MIME types with `type/*` wildcards, byte ranges.
import { ERRORS } from './errors.ts'

// Hyphen last so it stays a literal.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/

export function isValidKey(key: string): boolean {
  return key.length > 0 && VALID_OBJECT_KEY.test(key)
}

/** A key must also map to a file below its bucket's folder: no `.`/`..` or empty segments. */
export function mustBeValidKey(key: string | undefined): asserts key is string {
  const segments = (key ?? '').split('/')
  if (!key || !isValidKey(key) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw ERRORS.invalidKey(key ?? '')
  }
}

export function isValidBucketName(name: string): boolean {
  return name.length > 0 && name.length < 101 && VALID_BUCKET_NAME.test(name)
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || !isValidBucketName(name) || name === '.' || name === '..') {
    throw ERRORS.invalidBucketName()
  }
}

/** The placeholder the dashboard uploads to show an empty folder; it may hold 0 bytes only. */
export function isEmptyFolder(key: string) {
  return key.endsWith('.emptyFolderPlaceholder')
}

/** "20MB", "1.5GB", "30KB", "3B" in decimal units, as Storage parses a bucket's file_size_limit. */
export function parseFileSizeToBytes(value: string): number {
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)
  if (!match) throw ERRORS.invalidFileSizeLimit()
  const amount = Number(Number.parseFloat(match[1] as string).toPrecision(3))
  const unit = (match[2] as string).toUpperCase()
  return amount * ({ GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }[unit] as number)
}

/** Whether `mimeType` is allowed by a bucket's list, where `image/*` allows every image type. */
export function isMimeTypeAllowed(mimeType: string, allowed: string[]): boolean {
  const [type, subtype] = mimeType.split('/')
  if (subtype === undefined) return false
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
}

export function mustBeAllowedMimeType(mimeType: string, allowed: string[] | null) {
  if (allowed && allowed.length > 0 && !isMimeTypeAllowed(mimeType, allowed)) throw ERRORS.invalidMimeType(mimeType)
}

/** The allowed_mime_types a bucket may be given. */
export function mustBeValidMimeTypeList(types: unknown): asserts types is string[] {
  if (!Array.isArray(types)) throw ERRORS.invalidRequest('body/allowed_mime_types must be array')
  for (const type of types) {
    if (
      typeof type !== 'string' ||
      type.length > 1000 ||
      !/^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)
    ) {
      throw ERRORS.invalidMimeType(String(type))
    }
  }
}

export interface ByteRange {
  start: number
  end: number
}

/** A `Range: bytes=a-b` header against a file of `size` bytes; invalid ranges answer 416. */
export function parseRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header)
  if (!match || size <= 0) throw ERRORS.invalidRange()
  const [, from, to] = match
  if (!from && !to) throw ERRORS.invalidRange()
  if (!from) {
    const suffix = Number(to)
    if (!Number.isSafeInteger(suffix) || suffix <= 0) throw ERRORS.invalidRange()
    return { start: Math.max(size - suffix, 0), end: size - 1 }
  }
  const start = Number(from)
  const end = to ? Number(to) : size - 1
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) {
    throw ERRORS.invalidRange()
  }
  return { start, end: Math.min(end, size - 1) }
}

/** The prefix of a list request names a folder: a non-empty one gets its trailing slash. */
export function folderPrefix(prefix: string) {
  return prefix.length > 0 && !prefix.endsWith('/') ? `${prefix}/` : prefix
}
