// Object bytes on disk, beside the database: `<dataDir>/storage/<bucket>/<key>`. Uploads stream into
// a temporary file (measured, hashed, cut off at the size limit) that is renamed into place, so a
// reader never sees half a file.
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ERRORS } from './errors.ts'

export interface StagedFile {
  tempPath: string
  size: number
  /** The MD5 of the bytes in quotes, as Storage's file backend reports its ETag. */
  eTag: string
}

class TooLarge extends Error {}

export class FileStore {
  readonly root: string
  private readonly tempDir: string

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'storage')
    // Outside the buckets' folder: a bucket may be named anything, `.uploads` included.
    this.tempDir = path.join(dataDir, 'storage-uploads')
  }

  /** The file of an object; keys were validated, and the result must stay inside the bucket. */
  pathOf(bucket: string, key: string) {
    const bucketDir = path.resolve(this.root, bucket)
    const file = path.resolve(bucketDir, key)
    if (!file.startsWith(`${bucketDir}${path.sep}`) || path.dirname(bucketDir) !== this.root) {
      throw ERRORS.invalidKey(key)
    }
    return file
  }

  /** Streams `body` into a temporary file; past `maxBytes` it stops and throws EntityTooLarge. */
  async stage(body: Readable, maxBytes: number): Promise<StagedFile> {
    await mkdir(this.tempDir, { recursive: true })
    const tempPath = path.join(this.tempDir, randomUUID())
    const hash = createHash('md5')
    let size = 0
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size > maxBytes) return done(new TooLarge())
        hash.update(chunk)
        done(null, chunk)
      },
    })
    try {
      await pipeline(body, meter, createWriteStream(tempPath))
    } catch (error) {
      await rm(tempPath, { force: true })
      if (error instanceof TooLarge) throw ERRORS.entityTooLarge()
      throw error
    }
    return { tempPath, size, eTag: `"${hash.digest('hex')}"` }
  }

  async discard(staged: StagedFile | string) {
    await rm(typeof staged === 'string' ? staged : staged.tempPath, { force: true })
  }

  /** Moves a staged file to its object's place, replacing what was there. */
  async commit(staged: StagedFile | string, bucket: string, key: string) {
    const file = this.pathOf(bucket, key)
    try {
      await mkdir(path.dirname(file), { recursive: true })
      await rename(typeof staged === 'string' ? staged : staged.tempPath, file)
    } catch (error) {
      // A key cannot be both a file and a folder on disk (`a` and `a/b`).
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOTDIR' || code === 'EEXIST' || code === 'EISDIR') throw ERRORS.invalidKey(key)
      throw error
    }
  }

  async size(bucket: string, key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(bucket, key))).size
    } catch {
      return null
    }
  }

  read(bucket: string, key: string, range?: { start: number; end: number }) {
    return createReadStream(this.pathOf(bucket, key), range)
  }

  /** Copies an object's bytes to a staged file, for copy and move. */
  async stageCopy(bucket: string, key: string): Promise<string> {
    await mkdir(this.tempDir, { recursive: true })
    const tempPath = path.join(this.tempDir, randomUUID())
    await copyFile(this.pathOf(bucket, key), tempPath)
    return tempPath
  }

  /** Removes objects' files and the folders they leave empty. */
  async remove(bucket: string, keys: string[]) {
    const bucketDir = path.resolve(this.root, bucket)
    for (const key of keys) {
      const file = this.pathOf(bucket, key)
      await rm(file, { force: true })
      let dir = path.dirname(file)
      while (dir.startsWith(`${bucketDir}${path.sep}`)) {
        try {
          await rmdir(dir)
        } catch {
          break
        }
        dir = path.dirname(dir)
      }
    }
  }

  async removeBucket(bucket: string) {
    await rm(path.resolve(this.root, bucket), { recursive: true, force: true })
  }
}
