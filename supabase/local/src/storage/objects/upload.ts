// Uploads: `POST /object/{bucket}/{key}` (x-upsert), `PUT` (always upsert), and signed upload URLs.
// As in Storage, the caller's right to write the row is tested first (insert, or upsert needing
// select and update too); the bytes then stream to a temporary file under the bucket's size and MIME
// rules; finally, in one transaction as the caller, the storage.objects row is written and the file
// renamed into place, so RLS decides before any file is written. An image's bytes must match its
// declared type (content-check.ts).
import { randomUUID } from 'node:crypto'
import type { Tx } from '../../db/types.ts'
import { type Caller, ownerColumns } from '../caller.ts'
import { mustMatchContentType } from '../content-check.ts'
import { ERRORS, StorageError } from '../errors.ts'
import type { StagedFile } from '../files.ts'
import type { StorageContext } from '../http.ts'
import { isEmptyFolder, mustBeValidKey } from '../rules.ts'
import { readIncomingFile } from './incoming.ts'

export interface ObjectRow {
  id: string
  bucket: string
  key: string
  owner: string | undefined
  metadata: Record<string, unknown>
  userMetadata: Record<string, unknown> | undefined
  version: string
}

/** Inserts (or upserts) an object's row in `tx`; answers its id. */
export async function writeObjectRow(tx: Tx, row: ObjectRow, upsert: boolean): Promise<string> {
  const { owner, owner_id } = ownerColumns(row.owner)
  const values = [
    row.id,
    row.bucket,
    row.key,
    owner,
    owner_id,
    JSON.stringify(row.metadata),
    row.userMetadata === undefined ? null : JSON.stringify(row.userMetadata),
    row.version,
  ]
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                  values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`
  if (!upsert) {
    try {
      await tx.query(insert, values)
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === '23505') throw ERRORS.keyAlreadyExists()
      throw error
    }
    return row.id
  }
  const updates = ['metadata = excluded.metadata', 'version = excluded.version', 'owner_id = excluded.owner_id']
  if (owner) updates.push('owner = excluded.owner')
  if (row.userMetadata !== undefined) updates.push('user_metadata = excluded.user_metadata')
  const { rows } = await tx.query<{ id: string }>(
    `${insert} on conflict (bucket_id, name) do update set ${updates.join(', ')} returning id`,
    values,
  )
  return rows[0]?.id ?? row.id
}

interface UploadRequest {
  bucket: string
  key: string
  caller: Caller
  owner: string | undefined
  upsert: boolean
  /** A signed upload URL already proved the right to write: the row is written as the service. */
  preauthorized?: boolean
}

export async function uploadObject(storage: StorageContext, request: Request, upload: UploadRequest) {
  const { db, files, config } = storage
  const { bucket, key, caller, owner, upsert } = upload
  mustBeValidKey(key)
  const found = await db.asService(async (tx) => {
    const { rows } = await tx.query<{ file_size_limit: number | null; allowed_mime_types: string[] | null }>(
      'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucket],
    )
    return rows[0]
  })
  if (!found) throw ERRORS.noSuchBucket()
  const globalLimit = config.storage.fileSizeLimit
  const maxBytes = isEmptyFolder(key)
    ? 0
    : Math.min(found.file_size_limit === null ? globalLimit : Number(found.file_size_limit), globalLimit)
  const file = await readIncomingFile(request, key, maxBytes, found.allowed_mime_types)
  const write = (tx: Tx, row: ObjectRow) => writeObjectRow(tx, row, upsert)
  const row = (metadata: Record<string, unknown>): ObjectRow => ({
    id: randomUUID(),
    bucket,
    key,
    owner,
    metadata,
    userMetadata: file.userMetadata,
    version: randomUUID(),
  })

  let staged: StagedFile | null = null
  try {
    if (!upload.preauthorized) {
      await db.testPermission(caller, (tx) =>
        write(tx, row({ mimetype: file.mimeType, contentLength: file.declaredLength })),
      )
    }
    staged = await files.stage(file.body, maxBytes)
    if (file.truncated()) throw ERRORS.entityTooLarge()
    if (!isEmptyFolder(key)) await mustMatchContentType(staged.tempPath, file.mimeType)
    const metadata = {
      eTag: staged.eTag,
      size: staged.size,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: staged.size,
      httpStatusCode: 200,
    }
    const commit = async (tx: Tx) => {
      const id = await write(tx, row(metadata))
      await files.commit(staged as StagedFile, bucket, key)
      return id
    }
    const id = upload.preauthorized ? await db.asService(commit) : await db.asCaller(caller, commit)
    staged = null
    return { id, key: `${bucket}/${key}` }
  } catch (error) {
    // Whatever was not read of the body is dropped with the request.
    file.body.resume()
    throw error instanceof StorageError ? error : ERRORS.internal((error as Error).message)
  } finally {
    if (staged) await files.discard(staged)
  }
}
