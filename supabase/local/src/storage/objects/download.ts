// Downloads and object info, with the headers Storage's asset renderer sends: Content-Type,
// Cache-Control (or Expires for signed URLs), ETag, Last-Modified, Content-Length, ranges (206/416),
// If-None-Match and If-Modified-Since (304), and Content-Disposition for `?download`.
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import type { Caller } from '../caller.ts'
import { ERRORS } from '../errors.ts'
import type { StorageContext } from '../http.ts'
import { parseRange } from '../rules.ts'

export interface StoredObject {
  id: string
  name: string
  version: string | null
  bucket_id: string
  metadata: Record<string, unknown> | null
  user_metadata: Record<string, unknown> | null
  updated_at: Date | string | null
  created_at: Date | string | null
}

/**
 * Finds an object: as the caller (RLS) when `caller` is given, else as the service. A caller
 * without a valid token may only read public buckets; public buckets are read without RLS.
 */
export async function findReadableObject(
  storage: StorageContext,
  bucket: string,
  key: string,
  caller: Caller | null,
): Promise<StoredObject> {
  const select = `select id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at
                    from storage.objects where bucket_id = $1 and name = $2 limit 1`
  const row = caller
    ? await storage.db.asCaller(caller, async (tx) => (await tx.query<StoredObject>(select, [bucket, key])).rows[0])
    : await storage.db.asService(async (tx) => (await tx.query<StoredObject>(select, [bucket, key])).rows[0])
  if (!row) throw ERRORS.noSuchKey()
  return row
}

/** The bucket rule of Storage's getObject: unauthenticated callers reach public buckets only. */
export async function readerFor(storage: StorageContext, bucket: string, caller: Caller): Promise<Caller | null> {
  const found = await storage.db.asService(async (tx) => {
    const { rows } = await tx.query<{ public: boolean }>('select public from storage.buckets where id = $1', [bucket])
    return rows[0]
  })
  if (!found || (!caller.authenticated && !found.public)) throw ERRORS.noSuchBucket()
  return found.public ? null : caller
}

function contentDisposition(download: string | undefined) {
  if (download === undefined) return null
  if (download === '') return 'attachment;'
  const name = encodeURIComponent(download)
  return `attachment; filename=${name}; filename*=UTF-8''${name}`
}

/** Sends an object's bytes (or, for HEAD, its headers). */
export async function sendObject(
  c: Context,
  storage: StorageContext,
  object: StoredObject,
  options: { expires?: string } = {},
) {
  const size = await storage.files.size(object.bucket_id, object.name)
  if (size === null) {
    c.header('cache-control', 'no-store')
    return c.json(
      { error: 'Not found', message: 'The resource was not found', statusCode: '404', code: 'NoSuchKey' },
      400,
    )
  }
  const metadata = object.metadata ?? {}
  const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : undefined
  const lastModified = typeof metadata.lastModified === 'string' ? new Date(metadata.lastModified) : undefined
  const ifNoneMatch = c.req.header('if-none-match')
  const ifModifiedSince = c.req.header('if-modified-since')
  if (
    (ifNoneMatch && ifNoneMatch === eTag) ||
    (ifModifiedSince && lastModified && lastModified <= new Date(ifModifiedSince))
  ) {
    return c.body(null, 304)
  }

  const range = c.req.header('range') ? parseRange(c.req.header('range') as string, size) : null
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Content-Type': typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream',
    'X-Robots-Tag': 'none',
    'Content-Length': String(range ? range.end - range.start + 1 : size),
  })
  if (eTag) headers.set('ETag', eTag)
  if (lastModified && !Number.isNaN(lastModified.getTime())) headers.set('Last-Modified', lastModified.toUTCString())
  if (options.expires) headers.set('Expires', options.expires)
  else headers.set('Cache-Control', typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache')
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
  const disposition = contentDisposition(c.req.query('download'))
  if (disposition) headers.set('Content-Disposition', disposition)

  const status = range ? 206 : 200
  if (c.req.method === 'HEAD') return new Response(null, { status, headers })
  const stream = storage.files.read(object.bucket_id, object.name, range ?? undefined)
  return new Response(Readable.toWeb(stream) as unknown as ReadableStream, { status, headers })
}

/** `GET /object/info/...`: Storage's info renderer. */
export async function sendInfo(c: Context, storage: StorageContext, object: StoredObject) {
  const size = await storage.files.size(object.bucket_id, object.name)
  const metadata = object.metadata ?? {}
  if (size === null) {
    c.header('cache-control', 'no-store')
    return c.json(
      { error: 'Not found', message: 'The resource was not found', statusCode: '404', code: 'NoSuchKey' },
      400,
    )
  }
  if (typeof metadata.eTag === 'string') c.header('ETag', metadata.eTag)
  if (typeof metadata.cacheControl === 'string') c.header('Cache-Control', metadata.cacheControl)
  return c.json({
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: object.user_metadata ?? {},
    last_modified: object.updated_at,
    created_at: object.created_at,
  })
}
