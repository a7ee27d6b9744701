// Listing, removal, move and copy of objects, each checked as the caller as Storage checks them.
import { randomUUID } from 'node:crypto'
import type { Tx } from '../../db/types.ts'
import type { Caller } from '../caller.ts'
import { ownerColumns } from '../caller.ts'
import { ERRORS, StorageError } from '../errors.ts'
import type { StorageContext } from '../http.ts'
import { folderPrefix, mustBeValidKey } from '../rules.ts'
import { writeObjectRow } from './upload.ts'

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])
const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&')

export interface ListOptions {
  prefix: string
  limit?: number
  offset?: number
  sortBy?: { column: string; order?: string }
  search?: string
}

export function parseListBody(body: Record<string, unknown>): ListOptions {
  const { prefix, limit, offset, sortBy, search } = body
  if (prefix === undefined) throw ERRORS.invalidRequest("body must have required property 'prefix'")
  if (typeof prefix !== 'string') throw ERRORS.invalidRequest('body/prefix must be string')
  if (limit !== undefined && (!Number.isInteger(limit) || (limit as number) < 1)) {
    throw ERRORS.invalidRequest('body/limit must be >= 1')
  }
  if (offset !== undefined && (!Number.isInteger(offset) || (offset as number) < 0)) {
    throw ERRORS.invalidRequest('body/offset must be >= 0')
  }
  if (search !== undefined && typeof search !== 'string') throw ERRORS.invalidRequest('body/search must be string')
  let sort: ListOptions['sortBy']
  if (sortBy !== undefined) {
    if (!sortBy || typeof sortBy !== 'object') throw ERRORS.invalidRequest('body/sortBy must be object')
    const { column, order } = sortBy as Record<string, unknown>
    if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) {
      throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values')
    }
    if (order !== undefined && order !== 'asc' && order !== 'desc') {
      throw ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values')
    }
    sort = { column, order: order as string | undefined }
  }
  return {
    prefix,
    limit: limit as number | undefined,
    offset: offset as number | undefined,
    sortBy: sort,
    search: search as string | undefined,
  }
}

/** `POST /object/list/{bucket}`: storage.search as the caller, folders as entries with a null id. */
export function listObjects(storage: StorageContext, caller: Caller, bucket: string, options: ListOptions) {
  const column = options.sortBy?.column ?? 'name'
  const escapePattern = column !== 'name'
  const prefix = escapePattern ? escapeLike(folderPrefix(options.prefix)) : folderPrefix(options.prefix)
  const search = escapePattern ? escapeLike(options.search ?? '') : (options.search ?? '')
  return storage.db.asCaller(caller, async (tx) => {
    const { rows } = await tx.query('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
      prefix,
      bucket,
      options.limit ?? 100,
      (prefix + search).split('/').length,
      options.offset ?? 0,
      search,
      column,
      options.sortBy?.order ?? 'asc',
    ])
    return rows
  })
}

const OBJECT_COLUMNS =
  'name, bucket_id, owner, owner_id, version, id, updated_at, created_at, last_accessed_at, metadata, user_metadata'

/** `DELETE /object/{bucket}` with `{prefixes}`: removes what RLS lets the caller delete. */
export async function removeObjects(storage: StorageContext, caller: Caller, bucket: string, keys: string[]) {
  const removed = await storage.db.asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucket, keys],
    )
    return rows
  })
  await storage.files.remove(
    bucket,
    removed.map((row) => row.name),
  )
  return removed
}

/** `DELETE /object/{bucket}/{key}`. */
export async function removeObject(storage: StorageContext, caller: Caller, bucket: string, key: string) {
  const exists = await storage.db.asService(async (tx) => {
    const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, key])
    return rows.length > 0
  })
  if (!exists) throw ERRORS.noSuchKey()
  const deleted = await storage.db.asCaller(caller, async (tx) => {
    const { rows } = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
      bucket,
      key,
    ])
    return rows.length > 0
  })
  if (!deleted) throw ERRORS.accessDenied('Access denied')
  await storage.files.remove(bucket, [key])
}

interface Transfer {
  bucketId: string
  sourceKey: string
  destinationBucket: string
  destinationKey: string
}

export function parseTransferBody(body: Record<string, unknown>): Transfer {
  for (const field of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (body[field] === undefined) throw ERRORS.invalidRequest(`body must have required property '${field}'`)
    if (typeof body[field] !== 'string') throw ERRORS.invalidRequest(`body/${field} must be string`)
  }
  const destinationBucket = body.destinationBucket
  if (destinationBucket !== undefined && destinationBucket !== null && typeof destinationBucket !== 'string') {
    throw ERRORS.invalidRequest('body/destinationBucket must be string')
  }
  return {
    bucketId: body.bucketId as string,
    sourceKey: body.sourceKey as string,
    destinationKey: body.destinationKey as string,
    destinationBucket: (destinationBucket as string | undefined) || (body.bucketId as string),
  }
}

/**
 * `POST /object/move`: the caller must be able to read the source and update it into its new name
 * (tested, then rolled back); the row then moves with the file.
 */
export async function moveObject(storage: StorageContext, caller: Caller, move: Transfer) {
  const { db, files } = storage
  mustBeValidKey(move.destinationKey)
  const version = randomUUID()
  const { owner, owner_id } = ownerColumns(caller.owner)
  const update = (tx: Tx) =>
    tx.query<{ id: string }>(
      `update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6, owner_id = $7
        where bucket_id = $1 and name = $2 returning id`,
      [move.bucketId, move.sourceKey, move.destinationKey, move.destinationBucket, version, owner, owner_id],
    )
  await db.testPermission(caller, async (tx) => {
    const { rows } = await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [
      move.bucketId,
      move.sourceKey,
    ])
    if (rows.length === 0) throw ERRORS.noSuchKey()
    if ((await update(tx)).rows.length === 0) throw ERRORS.noSuchKey()
  })
  if (move.bucketId === move.destinationBucket && move.sourceKey === move.destinationKey) return
  const staged = await files.stageCopy(move.bucketId, move.sourceKey).catch(() => {
    throw ERRORS.noSuchKey()
  })
  try {
    await db.asService(async (tx) => {
      const { rows } = await update(tx)
      if (rows.length === 0) throw ERRORS.noSuchKey()
      await files.commit(staged, move.destinationBucket, move.destinationKey)
    })
  } catch (error) {
    await files.discard(staged)
    throw error
  }
  await files.remove(move.bucketId, [move.sourceKey])
}

/**
 * `POST /object/copy`: the caller must read the source and be allowed to write the destination
 * (insert, or upsert with x-upsert); the copy keeps the source's metadata.
 */
export async function copyObject(storage: StorageContext, caller: Caller, copy: Transfer, upsert: boolean) {
  const { db, files } = storage
  mustBeValidKey(copy.destinationKey)
  const source = await db.asCaller(caller, async (tx) => {
    const { rows } = await tx.query<{
      metadata: Record<string, unknown> | null
      user_metadata: Record<string, unknown> | null
    }>('select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2', [
      copy.bucketId,
      copy.sourceKey,
    ])
    return rows[0]
  })
  if (!source) throw ERRORS.noSuchKey()
  const row = {
    id: randomUUID(),
    bucket: copy.destinationBucket,
    key: copy.destinationKey,
    owner: caller.owner,
    metadata: { ...(source.metadata ?? {}), lastModified: new Date().toISOString() },
    userMetadata: source.user_metadata ?? undefined,
    version: randomUUID(),
  }
  await db.testPermission(caller, (tx) => writeObjectRow(tx, row, upsert))
  const staged = await files.stageCopy(copy.bucketId, copy.sourceKey).catch(() => {
    throw ERRORS.noSuchKey()
  })
  try {
    return await db.asService(async (tx) => {
      const id = await writeObjectRow(tx, row, true)
      await files.commit(staged, copy.destinationBucket, copy.destinationKey)
      const { rows } = await tx.query(`select ${OBJECT_COLUMNS} from storage.objects where id = $1`, [id])
      return { Id: id, Key: `${copy.destinationBucket}/${copy.destinationKey}`, ...rows[0] }
    })
  } catch (error) {
    await files.discard(staged)
    throw error instanceof StorageError ? error : ERRORS.internal()
  }
}
