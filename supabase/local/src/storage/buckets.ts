// `/bucket`: list, get, create, update, empty and delete buckets, each as the caller so RLS on
// storage.buckets decides (a service_role key bypasses it), with Storage's messages.
import { Hono } from 'hono'
import { mustBeAuthenticated, ownerColumns } from './caller.ts'
import { ERRORS, StorageError } from './errors.ts'
import { callerOf, jsonBody, type StorageContext } from './http.ts'
import { mustBeValidBucketName, mustBeValidMimeTypeList, parseFileSizeToBytes } from './rules.ts'

// As Storage answers: the list with each bucket's `type`, one bucket without it.
const BUCKET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types'
const LISTED_BUCKET_COLUMNS = `${BUCKET_COLUMNS}, type`
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at'])

/** A file_size_limit as the API takes it (bytes, or "20MB"), at most the global limit. */
function sizeLimit(value: unknown, globalLimit: number): number | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  let bytes: number
  if (typeof value === 'number' && Number.isFinite(value)) bytes = value
  else if (typeof value === 'string') bytes = parseFileSizeToBytes(value)
  else throw ERRORS.invalidRequest('body/file_size_limit must be integer,string,null')
  if (bytes > globalLimit) throw ERRORS.entityTooLarge()
  return Math.floor(bytes)
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value
  mustBeValidMimeTypeList(value)
  const types = value.filter((type) => type)
  return types
}

function queryInt(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) throw ERRORS.invalidRequest(`querystring/${name} must be >= ${min}`)
  return n
}

export function bucketRoutes(storage: StorageContext) {
  const app = new Hono()
  const { db, files } = storage
  const globalLimit = storage.config.storage.fileSizeLimit

  app.get('/', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const limit = queryInt(c.req.query('limit'), 'limit', 1)
    const offset = queryInt(c.req.query('offset'), 'offset', 0)
    const sortColumn = c.req.query('sortColumn')
    const sortOrder = c.req.query('sortOrder')
    if (sortColumn !== undefined && !SORT_COLUMNS.has(sortColumn)) {
      throw ERRORS.invalidRequest('querystring/sortColumn must be equal to one of the allowed values')
    }
    if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') {
      throw ERRORS.invalidRequest('querystring/sortOrder must be equal to one of the allowed values')
    }
    const search = c.req.query('search')
    const rows = await db.asCaller(caller, async (tx) => {
      const { rows } = await tx.query(
        `select ${LISTED_BUCKET_COLUMNS} from storage.buckets
          where ($1::text is null or name ilike $1)
          order by ${sortColumn ?? 'created_at'} ${sortOrder ?? 'asc'}, id
          limit $2 offset $3`,
        [search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null, limit ?? null, offset ?? 0],
      )
      return rows
    })
    return c.json(rows)
  })

  app.get('/:id', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const bucket = await db.asCaller(caller, async (tx) => {
      const { rows } = await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
        c.req.param('id'),
      ])
      return rows[0]
    })
    if (!bucket) throw ERRORS.noSuchBucket()
    return c.json(bucket)
  })

  app.post('/', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const body = await jsonBody(c)
    if (body.name === undefined) throw ERRORS.invalidRequest("body must have required property 'name'")
    const name = body.name
    if (typeof name !== 'string') throw ERRORS.invalidRequest('body/name must be string')
    const id = typeof body.id === 'string' && body.id ? body.id : name
    if (name.trim() !== name) throw ERRORS.invalidBucketName()
    mustBeValidBucketName(name)
    mustBeValidBucketName(id)
    if (body.type === 'ANALYTICS' || body.type === 'VECTOR') {
      throw new StorageError(409, 'FeatureNotEnabled', 'The feature iceberg_catalog is not enabled for this resource')
    }
    if (body.type !== undefined && body.type !== 'STANDARD') {
      throw ERRORS.invalidRequest('body/type must be equal to one of the allowed values')
    }
    const limit = sizeLimit(body.file_size_limit, globalLimit)
    const types = mimeTypes(body.allowed_mime_types)
    const { owner, owner_id } = ownerColumns(caller.owner)
    try {
      await db.asCaller(caller, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [id, name, owner, owner_id, body.public === true, limit ?? null, types ?? null],
        ),
      )
    } catch (error) {
      if (error instanceof StorageError && error.code === 'ResourceAlreadyExists') {
        throw ERRORS.bucketAlreadyExists()
      }
      throw error
    }
    return c.json({ name })
  })

  app.put('/:id', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const id = c.req.param('id')
    mustBeValidBucketName(id)
    const body = await jsonBody(c)
    const isPublic = body.public
    if (isPublic !== undefined && typeof isPublic !== 'boolean')
      throw ERRORS.invalidRequest('body/public must be boolean')
    const limit = sizeLimit(body.file_size_limit, globalLimit)
    const types = mimeTypes(body.allowed_mime_types)
    if (isPublic === undefined && limit === undefined && types === undefined) throw ERRORS.noContent()
    const updated = await db.asCaller(caller, async (tx) => {
      const { rows } = await tx.query(
        `update storage.buckets set
           public = case when $2 then $3 else public end,
           file_size_limit = case when $4 then $5 else file_size_limit end,
           allowed_mime_types = case when $6 then $7 else allowed_mime_types end,
           updated_at = now()
         where id = $1 returning id`,
        [
          id,
          isPublic !== undefined,
          isPublic ?? null,
          limit !== undefined,
          limit ?? null,
          types !== undefined,
          types ?? null,
        ],
      )
      return rows.length > 0
    })
    if (!updated) throw ERRORS.noSuchBucket()
    return c.json({ message: 'Successfully updated' })
  })

  app.post('/:id/empty', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const id = c.req.param('id')
    const visible = await db.asCaller(caller, async (tx) => {
      const { rows } = await tx.query('select 1 from storage.buckets where id = $1', [id])
      return rows.length > 0
    })
    if (!visible) throw ERRORS.noSuchBucket()
    // Storage queues this as its admin; here it happens at once.
    const names = await db.asService(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'delete from storage.objects where bucket_id = $1 returning name',
        [id],
      )
      return rows.map((r) => r.name)
    })
    await files.remove(id, names)
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' })
  })

  app.delete('/:id', async (c) => {
    const caller = await callerOf(c, storage)
    mustBeAuthenticated(caller)
    const id = c.req.param('id')
    const { exists, objects } = await db.asService(async (tx) => {
      const bucket = await tx.query('select 1 from storage.buckets where id = $1', [id])
      const count = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id])
      return { exists: bucket.rows.length > 0, objects: count.rows.length }
    })
    if (!exists) throw ERRORS.noSuchBucket()
    if (objects > 0) throw ERRORS.bucketNotEmpty()
    const deleted = await db.asCaller(caller, async (tx) => {
      const { rows } = await tx.query('delete from storage.buckets where id = $1 returning id', [id])
      return rows.length > 0
    })
    if (!deleted) throw ERRORS.noSuchBucket()
    await files.removeBucket(id)
    return c.json({ message: 'Successfully deleted' })
  })

  return app
}
