// `supabase seed buckets`, as the CLI runs it on a fresh project: each `[storage.buckets.<name>]` of
// config.toml is created (or updated), then every file under its `objects_path` is uploaded with
// its path relative to that folder, its content type taken from its extension.

import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { lookup } from 'mime-types'
import type { BucketSeed } from '../config/project.ts'
import type { Logger } from '../context.ts'
import type { StorageContext } from './http.ts'
import { writeObjectRow } from './objects/upload.ts'
import { isValidKey } from './rules.ts'

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

async function seedBucket(storage: StorageContext, name: string, seed: BucketSeed, log: Logger) {
  await storage.db.asService((tx) =>
    tx.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
         allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
      [name, seed.public, seed.fileSizeLimit, seed.allowedMimeTypes],
    ),
  )
  if (!seed.objectsPath) return
  const info = await stat(seed.objectsPath).catch(() => null)
  if (!info) {
    log.warn(`storage: objects_path ${seed.objectsPath} of bucket ${name} does not exist`)
    return
  }
  const files = info.isDirectory()
    ? walk(seed.objectsPath)
    : (async function* () {
        yield seed.objectsPath as string
      })()
  for await (const file of files) {
    const key = info.isDirectory()
      ? path.relative(seed.objectsPath, file).split(path.sep).join('/')
      : path.basename(file)
    if (!isValidKey(key)) {
      log.warn(`storage: skipped ${file}: "${key}" is not a valid object key`)
      continue
    }
    const staged = await storage.files.stage(createReadStream(file), Number.MAX_SAFE_INTEGER)
    const metadata = {
      eTag: staged.eTag,
      size: staged.size,
      mimetype: lookup(file) || 'application/octet-stream',
      cacheControl: 'max-age=3600',
      lastModified: new Date().toISOString(),
      contentLength: staged.size,
      httpStatusCode: 200,
    }
    try {
      await storage.db.asService(async (tx) => {
        const row = {
          id: randomUUID(),
          bucket: name,
          key,
          owner: undefined,
          metadata,
          userMetadata: undefined,
          version: randomUUID(),
        }
        await writeObjectRow(tx, row, true)
        await storage.files.commit(staged, name, key)
      })
    } catch (error) {
      await storage.files.discard(staged)
      throw error
    }
  }
}

export async function seedBuckets(storage: StorageContext, buckets: Record<string, BucketSeed>, log: Logger) {
  for (const [name, seed] of Object.entries(buckets)) {
    try {
      await seedBucket(storage, name, seed, log)
    } catch (error) {
      log.error(`storage: could not seed bucket ${name}`, error)
    }
  }
}
