// `/storage/v1`: Supabase Storage's API as storage-js calls it — buckets, uploads, downloads
// (public, authenticated, signed), listing, move, copy, remove — with storage.objects rows written as
// the caller so RLS decides, and the bytes kept under `<dataDir>/storage`.
import { type Context, Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'
import { bucketRoutes } from './buckets.ts'
import { mustBeAuthenticated, StorageDb } from './caller.ts'
import { ERRORS, StorageError } from './errors.ts'
import { FileStore } from './files.ts'
import { bucketAndKey, callerOf, errorResponse, jsonBody, type StorageContext } from './http.ts'
import { findReadableObject, readerFor, sendInfo, sendObject } from './objects/download.ts'
import { listObjectsV2, parseListV2Body } from './objects/list-v2.ts'
import {
  copyObject,
  listObjects,
  moveObject,
  parseListBody,
  parseTransferBody,
  removeObject,
  removeObjects,
} from './objects/manage.ts'
import {
  mustBeValidExpiresIn,
  signDownloadUrl,
  signToken,
  UPLOAD_URL_EXPIRES_IN,
  verifySignedUrl,
} from './objects/signed.ts'
import { uploadObject, writeObjectRow } from './objects/upload.ts'
import { ImageRenderer } from './render/image.ts'
import { parseTransformOptions, transformationSegments } from './render/options.ts'
import { renderRoutes } from './render/routes.ts'
import { mustBeValidKey } from './rules.ts'
import { seedBuckets } from './seed.ts'
import { sandboxSvg } from './svg-sandbox.ts'

function objectRoutes(storage: StorageContext) {
  const app = new Hono()
  const { db, secret } = storage

  app.post('/list/:bucket', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    return c.json(await listObjects(storage, caller, c.req.param('bucket'), parseListBody(await jsonBody(c))))
  })

  app.post('/list-v2/:bucket', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    return c.json(await listObjectsV2(storage, caller, c.req.param('bucket'), parseListV2Body(await jsonBody(c))))
  })

  app.post('/move', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    await moveObject(storage, caller, parseTransferBody(await jsonBody(c)))
    return c.json({ message: 'Successfully moved' })
  })

  app.post('/copy', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const upsert = c.req.header('x-upsert') === 'true'
    return c.json(await copyObject(storage, caller, parseTransferBody(await jsonBody(c)), upsert))
  })

  app.post('/sign/:bucket', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const bucket = c.req.param('bucket')
    const body = await jsonBody(c)
    mustBeValidExpiresIn(body.expiresIn)
    const { paths } = body
    if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string')) {
      throw ERRORS.invalidRequest(
        paths === undefined ? "body must have required property 'paths'" : 'body/paths must be array',
      )
    }
    const found = await db.asCaller(caller, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, paths],
      )
      return new Set(rows.map((r) => r.name))
    })
    const expiresIn = body.expiresIn
    return c.json(
      await Promise.all(
        (paths as string[]).map(async (path) =>
          found.has(path)
            ? {
                error: null,
                path,
                signedURL: `/object/sign/${bucket}/${path}?token=${await signDownloadUrl(secret, `${bucket}/${path}`, expiresIn)}`,
              }
            : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
        ),
      ),
    )
  })

  app.post('/sign/:bucket/*', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const { bucket, key } = bucketAndKey(c, '/object/sign/')
    const body = await jsonBody(c)
    mustBeValidExpiresIn(body.expiresIn)
    mustBeValidKey(key)
    const transform = body.transform
    if (transform !== undefined && (!transform || typeof transform !== 'object' || Array.isArray(transform))) {
      throw ERRORS.invalidRequest('body/transform must be object')
    }
    const options = transform ? parseTransformOptions(transform as Record<string, unknown>, 'body/transform') : {}
    await findReadableObject(storage, bucket, key, caller)
    // As Storage signs it: the transformations ride in the token, and make it a render URL.
    const transformations = transformationSegments(options, true).join(',')
    if (transformations) {
      const token = await signToken(
        secret,
        { transformations, format: options.format ?? '', url: `${bucket}/${key}`, scope: 'download' },
        body.expiresIn,
      )
      return c.json({ signedURL: `/render/image/sign/${bucket}/${key}?token=${token}` })
    }
    const token = await signDownloadUrl(secret, `${bucket}/${key}`, body.expiresIn)
    return c.json({ signedURL: `/object/sign/${bucket}/${key}?token=${token}` })
  })

  app.get('/sign/:bucket/*', async (c) => {
    const { bucket, key } = bucketAndKey(c, '/object/sign/')
    const token = await verifySignedUrl(secret, c.req.query('token'), `${bucket}/${key}`, 'download')
    const object = await findReadableObject(storage, bucket, key, null)
    return sendObject(c, storage, object, { expires: new Date(token.exp * 1000).toUTCString() })
  })

  app.post('/upload/sign/:bucket/*', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const { bucket, key } = bucketAndKey(c, '/object/upload/sign/')
    mustBeValidKey(key)
    const upsert = c.req.header('x-upsert') === 'true'
    const length = Number(c.req.header('content-length'))
    const row = {
      id: crypto.randomUUID(),
      bucket,
      key,
      owner: caller.owner,
      metadata: { mimetype: c.req.header('content-type'), contentLength: Number.isFinite(length) ? length : undefined },
      userMetadata: undefined,
      version: crypto.randomUUID(),
    }
    await db.testPermission(caller, (tx) => writeObjectRow(tx, row, upsert))
    const token = await signToken(
      secret,
      { owner: caller.owner, url: `${bucket}/${key}`, upsert, scope: 'upload' },
      UPLOAD_URL_EXPIRES_IN,
    )
    return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token })
  })

  app.put('/upload/sign/:bucket/*', async (c) => {
    const { bucket, key } = bucketAndKey(c, '/object/upload/sign/')
    const token = await verifySignedUrl(secret, c.req.query('token'), `${bucket}/${key}`, 'upload')
    const caller = await callerOf(c, storage)
    const owner = typeof token.owner === 'string' ? token.owner : undefined
    const result = await uploadObject(storage, c.req.raw, {
      bucket,
      key,
      caller,
      owner,
      upsert: token.upsert === true,
      preauthorized: true,
    })
    return c.json({ Key: result.key })
  })

  for (const [route, marker, mode] of [
    ['/info/public/:bucket/*', '/object/info/public/', 'public'],
    ['/info/authenticated/:bucket/*', '/object/info/authenticated/', 'authenticated'],
    ['/info/:bucket/*', '/object/info/', 'any'],
    ['/public/:bucket/*', '/object/public/', 'public'],
    ['/authenticated/:bucket/*', '/object/authenticated/', 'authenticated'],
    ['/:bucket/*', '/object/', 'any'],
  ] as const) {
    app.get(route, async (c) => {
      const { bucket, key } = bucketAndKey(c, marker)
      let reader = null
      if (mode === 'public') {
        const found = await db.asService(async (tx) => {
          const { rows } = await tx.query<{ public: boolean }>('select public from storage.buckets where id = $1', [
            bucket,
          ])
          return rows[0]
        })
        if (!found?.public) throw ERRORS.noSuchBucket()
      } else {
        const caller = await callerOf(c, storage)
        if (mode === 'authenticated') mustBeAuthenticated(caller)
        reader = await readerFor(storage, bucket, caller)
      }
      const object = await findReadableObject(storage, bucket, key, reader)
      return marker.startsWith('/object/info/') ? sendInfo(c, storage, object) : sendObject(c, storage, object)
    })
  }

  const upload = (upsert: boolean | 'header') =>
    async function handler(c: Context) {
      const caller = await callerOf(c, storage)
      mustBeAuthenticated(caller)
      const { bucket, key } = bucketAndKey(c, '/object/')
      const result = await uploadObject(storage, c.req.raw, {
        bucket,
        key,
        caller,
        owner: caller.owner,
        upsert: upsert === 'header' ? c.req.header('x-upsert') === 'true' : upsert,
      })
      return c.json({ Id: result.id, Key: result.key })
    }
  app.post('/:bucket/*', upload('header'))
  app.put('/:bucket/*', upload(true))

  app.delete('/:bucket', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const { prefixes } = await jsonBody(c)
    if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
      throw ERRORS.invalidRequest(
        prefixes === undefined
          ? "body must have required property 'prefixes'"
          : 'body/prefixes must NOT have fewer than 1 items',
      )
    }
    return c.json(await removeObjects(storage, caller, c.req.param('bucket'), prefixes as string[]))
  })

  app.delete('/:bucket/*', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const { bucket, key } = bucketAndKey(c, '/object/')
    await removeObject(storage, caller, bucket, key)
    return c.json({ message: 'Successfully deleted' })
  })

  return app
}

export async function createStorageService(ctx: StackContext, options: { seedBuckets: boolean }): Promise<Service> {
  const storage: StorageContext = {
    config: ctx.config,
    db: new StorageDb(ctx.db),
    files: new FileStore(ctx.config.dataDir),
    secret: new TextEncoder().encode(ctx.config.jwtSecret),
    jwt: ctx.jwt,
  }
  if (options.seedBuckets) await seedBuckets(storage, ctx.config.storage.buckets, ctx.log)

  const onError = (error: Error, c: Context) => {
    if (!(error instanceof StorageError) || error.statusCode >= 500) ctx.log.error('storage: request failed', error)
    return errorResponse(c, error)
  }
  const app = new Hono()
  app.onError(onError)
  app.use('*', sandboxSvg)
  app.route('/bucket', bucketRoutes(storage).onError(onError))
  app.route('/object', objectRoutes(storage).onError(onError))
  app.route('/render/image', renderRoutes(storage, new ImageRenderer(ctx.config.dataDir)).onError(onError))
  app.all('*', (c) => {
    const path = new URL(c.req.url).pathname
    return c.json(
      { statusCode: '404', code: 'NotFound', error: 'Not Found', message: `Route ${c.req.method}:${path} not found` },
      404,
    )
  })
  return { mount: '/storage/v1', app }
}
