// `/render/image`: Storage's image transformation routes, as storage-js calls them —
// `public/{bucket}/{key}` (public buckets, no token), `authenticated/{bucket}/{key}` (the caller's
// token; RLS decides), `sign/{bucket}/{key}?token=` (a signed URL whose token carries the
// transformations). Answered with the transformed bytes and the headers of Storage's renderer:
// Content-Type of the result, the object's ETag, Cache-Control (signed URLs: Expires),
// Last-Modified, Content-Length, X-Transformations, X-Robots-Tag, Content-Disposition for `?download`.
import { type Context, Hono } from 'hono'
import { mustBeAuthenticated } from '../caller.ts'
import { ERRORS } from '../errors.ts'
import { bucketAndKey, callerOf, type StorageContext } from '../http.ts'
import { findReadableObject, readerFor, type StoredObject } from '../objects/download.ts'
import { verifySignedUrl } from '../objects/signed.ts'
import type { ImageRenderer } from './image.ts'
import { optionsFromSegments, parseTransformOptions, type TransformOptions, transformationSegments } from './options.ts'

function contentDisposition(download: string | undefined) {
  if (download === undefined) return null
  if (download === '') return 'attachment;'
  const name = encodeURIComponent(download)
  return `attachment; filename=${name}; filename*=UTF-8''${name}`
}

export function renderRoutes(storage: StorageContext, renderer: ImageRenderer) {
  const app = new Hono()

  async function send(c: Context, object: StoredObject, options: TransformOptions, expires?: string) {
    const file = storage.files.pathOf(object.bucket_id, object.name)
    const metadata = object.metadata ?? {}
    const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : undefined
    const image = await renderer.render(
      file,
      `${object.version ?? ''}:${eTag ?? ''}`,
      options,
      options.format === 'origin' ? '' : (c.req.header('accept') ?? ''),
    )
    const headers = new Headers({
      'Accept-Ranges': 'bytes',
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.length),
      'X-Robots-Tag': 'none',
    })
    if (eTag) headers.set('ETag', eTag)
    const lastModified = typeof metadata.lastModified === 'string' ? new Date(metadata.lastModified) : undefined
    if (lastModified && !Number.isNaN(lastModified.getTime())) headers.set('Last-Modified', lastModified.toUTCString())
    if (expires) headers.set('Expires', expires)
    else if (typeof metadata.cacheControl === 'string') headers.set('Cache-Control', metadata.cacheControl)
    const segments = transformationSegments(options)
    if (segments.length > 0) headers.set('X-Transformations', segments.join(','))
    const disposition = contentDisposition(c.req.query('download'))
    if (disposition) headers.set('Content-Disposition', disposition)
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(image.bytes), { status: 200, headers })
  }

  app.get('/public/:bucket/*', async (c) => {
    const options = parseTransformOptions(c.req.query(), 'querystring')
    const { bucket, key } = bucketAndKey(c, '/render/image/public/')
    const found = await storage.db.asService(async (tx) => {
      const { rows } = await tx.query<{ public: boolean }>('select public from storage.buckets where id = $1', [bucket])
      return rows[0]
    })
    if (!found?.public) throw ERRORS.noSuchBucket()
    return send(c, await findReadableObject(storage, bucket, key, null), options)
  })

  app.get('/authenticated/:bucket/*', async (c) => {
    const options = parseTransformOptions(c.req.query(), 'querystring')
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const { bucket, key } = bucketAndKey(c, '/render/image/authenticated/')
    const reader = await readerFor(storage, bucket, caller)
    return send(c, await findReadableObject(storage, bucket, key, reader), options)
  })

  app.get('/sign/:bucket/*', async (c) => {
    const { bucket, key } = bucketAndKey(c, '/render/image/sign/')
    const token = await verifySignedUrl(storage.secret, c.req.query('token'), `${bucket}/${key}`, 'download')
    const transformations = typeof token.transformations === 'string' ? token.transformations : ''
    const object = await findReadableObject(storage, bucket, key, null)
    return send(c, object, optionsFromSegments(transformations), new Date(token.exp * 1000).toUTCString())
  })

  return app
}
