// Image transformations as hosted Storage serves them through imgproxy: resize (cover → crop to
// fill, contain → fit inside, fill → stretch; never enlarged), quality (default 80), format
// (`origin` keeps the source's, WebP when unset and the browser accepts it, or the one asked for),
// EXIF orientation applied, with imgproxy's source limits and Storage's wording of its errors.
// Decoding and resizing are libvips' (sharp). Results are cached on disk by object version,
// options and output format, so a picture is transformed once.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { StorageError } from '../errors.ts'
import { clampedSize, type TransformOptions } from './options.ts'

/** The platform's source limits: 25 MB files, 50 megapixels. */
export const SOURCE_LIMITS = { bytes: 25 * 1024 * 1024, pixels: 50_000_000 }
const DEFAULT_QUALITY = 80

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg'

const MIME: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

export interface RenderedImage {
  bytes: Buffer
  contentType: string
}

const sourceError = (message: string) => new StorageError(400, 'InvalidRequest', message)
const unsupported = () => sourceError('The source image is invalid or unsupported for rendering')

/** libvips works with one thread per image here: the stand-in shares its machine. */
sharp.concurrency(1)
sharp.cache(false)

function outputFormat(source: string, options: TransformOptions, accept: string): OutputFormat {
  if (options.format === 'webp' || options.format === 'avif') return options.format
  if (options.format !== 'origin' && /\bimage\/webp\b/i.test(accept)) return 'webp'
  if (source === 'jpeg' || source === 'png' || source === 'webp' || source === 'avif' || source === 'gif') return source
  if (source === 'svg') return 'svg'
  if (source === 'heif') return 'avif'
  return 'png'
}

export class ImageRenderer {
  private readonly cacheDir: string
  private readonly inFlight = new Map<string, Promise<RenderedImage>>()

  constructor(dataDir: string) {
    this.cacheDir = path.join(dataDir, 'storage-render-cache')
  }

  /**
   * The transformed image of the file at `file`. `version` names the object's content (its
   * version and ETag), so a new upload is never answered from an older picture.
   */
  async render(file: string, version: string, options: TransformOptions, accept: string): Promise<RenderedImage> {
    const info = await stat(file).catch(() => null)
    if (!info) throw unsupported()
    if (info.size > SOURCE_LIMITS.bytes) throw sourceError('The source image file is too large to process')
    const wantsWebp = options.format !== 'origin' && /\bimage\/webp\b/i.test(accept)
    const key = createHash('sha256')
      .update(JSON.stringify([file, version, info.size, info.mtimeMs, options, wantsWebp]))
      .digest('hex')
    const running = this.inFlight.get(key)
    if (running) return running
    const work = this.cachedOrRendered(key, file, options, accept).finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, work)
    return work
  }

  private async cachedOrRendered(key: string, file: string, options: TransformOptions, accept: string) {
    const cached = path.join(this.cacheDir, key.slice(0, 2), key)
    const hit = await readFile(`${cached}.json`, 'utf8')
      .then(async (meta) => ({ contentType: JSON.parse(meta).contentType as string, bytes: await readFile(cached) }))
      .catch(() => null)
    if (hit) return hit
    const rendered = await transform(await readFile(file), options, accept)
    await mkdir(path.dirname(cached), { recursive: true })
    const temp = `${cached}.${randomUUID()}`
    await writeFile(temp, rendered.bytes)
    await rename(temp, cached)
    await writeFile(`${temp}.json`, JSON.stringify({ contentType: rendered.contentType }))
    await rename(`${temp}.json`, `${cached}.json`)
    return rendered
  }
}

/** One transformation of an image in memory. */
export async function transform(input: Buffer, options: TransformOptions, accept: string): Promise<RenderedImage> {
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw unsupported()
  }
  if (!metadata.format || !metadata.width || !metadata.height) throw unsupported()
  if (metadata.width * metadata.height > SOURCE_LIMITS.pixels) {
    throw sourceError('The source image resolution is too large to process')
  }
  const format = outputFormat(metadata.format, options, accept)
  // A vector picture kept as a vector needs no resizing: it is sent as it is.
  if (format === 'svg') return { bytes: input, contentType: MIME.svg }
  const { width, height } = clampedSize(options)
  const fit = options.resize === 'contain' ? 'inside' : options.resize === 'fill' ? 'fill' : 'cover'
  const quality = options.quality ?? DEFAULT_QUALITY
  try {
    let image = sharp(input, { limitInputPixels: SOURCE_LIMITS.pixels, animated: false }).rotate()
    if (width || height) image = image.resize({ width, height, fit, withoutEnlargement: true })
    switch (format) {
      case 'jpeg':
        image = image.jpeg({ quality, mozjpeg: true })
        break
      case 'webp':
        image = image.webp({ quality })
        break
      case 'avif':
        image = image.avif({ quality: Math.max(1, quality - 20) })
        break
      case 'png':
        image = image.png()
        break
      case 'gif':
        image = image.gif()
        break
    }
    return { bytes: await image.toBuffer(), contentType: MIME[format] }
  } catch {
    throw unsupported()
  }
}
