// The transformation options of Storage's `/render/image` routes and of signed URLs with a
// `transform` (supabase/storage src/http/schemas/transformations.ts, src/storage/renderer/image.ts):
// validated as its JSON schema does (Fastify's AJV, coercing query strings), sizes clamped to the
// platform's limits, and written as the segments Storage shows in `X-Transformations` and signs
// into a URL's token.
import { ERRORS } from '../errors.ts'

export interface TransformOptions {
  width?: number
  height?: number
  resize?: 'cover' | 'contain' | 'fill'
  format?: 'origin' | 'avif' | 'webp'
  quality?: number
}

/** Hosted Storage's limits: each side 1–2500 px (clamped, not refused). */
export const SIZE_LIMITS = { min: 1, max: 2500 }

const RESIZES = ['cover', 'contain', 'fill'] as const
const FORMATS = ['origin', 'avif', 'webp'] as const

const clamp = (value: number) => Math.min(Math.max(value, SIZE_LIMITS.min), SIZE_LIMITS.max)

function integer(where: string, name: string, raw: unknown, min: number, max?: number): number | undefined {
  if (raw === undefined) return undefined
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw ERRORS.invalidRequest(`${where}/${name} must be integer`)
  if (value < min) throw ERRORS.invalidRequest(`${where}/${name} must be >= ${min}`)
  if (max !== undefined && value > max) throw ERRORS.invalidRequest(`${where}/${name} must be <= ${max}`)
  return value
}

function oneOf<T extends string>(where: string, name: string, raw: unknown, allowed: readonly T[]): T | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string') throw ERRORS.invalidRequest(`${where}/${name} must be string`)
  if (!allowed.includes(raw as T))
    throw ERRORS.invalidRequest(`${where}/${name} must be equal to one of the allowed values`)
  return raw as T
}

/** Options from a query string (`where` = "querystring") or a `transform` body ("body/transform"). */
export function parseTransformOptions(input: Record<string, unknown>, where: string): TransformOptions {
  const options: TransformOptions = {}
  const width = integer(where, 'width', input.width, 0)
  const height = integer(where, 'height', input.height, 0)
  const quality = integer(where, 'quality', input.quality, 20, 100)
  const resize = oneOf(where, 'resize', input.resize, RESIZES)
  const format = oneOf(where, 'format', input.format, FORMATS)
  if (width !== undefined) options.width = width
  if (height !== undefined) options.height = height
  if (quality !== undefined) options.quality = quality
  if (resize !== undefined) options.resize = resize
  if (format !== undefined) options.format = format
  return options
}

/** imgproxy's resizing type for Storage's `resize`. */
const RESIZING_TYPE = { cover: 'fill', contain: 'fit', fill: 'force' } as const

/**
 * Storage's ImageRenderer.applyTransformation: the `X-Transformations` segments, or (keepOriginal)
 * the string a signed URL's token carries.
 */
export function transformationSegments(options: TransformOptions, keepOriginal = false): string[] {
  const segments: string[] = []
  if (options.height) segments.push(`height:${clamp(options.height)}`)
  if (options.width) segments.push(`width:${clamp(options.width)}`)
  if (options.width || options.height) {
    segments.push(
      keepOriginal ? `resize:${options.resize}` : `resizing_type:${RESIZING_TYPE[options.resize ?? 'cover'] ?? 'fill'}`,
    )
  }
  if (options.quality) segments.push(`quality:${options.quality}`)
  if (options.format && options.format !== 'origin') segments.push(`format:${options.format}`)
  return segments
}

/** Storage's setTransformationsFromString: the options a signed URL's token carries. */
export function optionsFromSegments(transformations: string): TransformOptions {
  const options: TransformOptions = {}
  for (const segment of transformations.split(',')) {
    const [name, value] = segment.split(':')
    if (value === undefined || value === '') continue
    switch (name) {
      case 'height':
      case 'width':
      case 'quality': {
        const parsed = Number.parseInt(value, 10)
        if (Number.isFinite(parsed)) options[name] = parsed
        break
      }
      case 'resize':
        if ((RESIZES as readonly string[]).includes(value)) options.resize = value as TransformOptions['resize']
        break
      case 'format':
        if ((FORMATS as readonly string[]).includes(value)) options.format = value as TransformOptions['format']
        break
    }
  }
  return options
}

/** The size actually asked for, within the limits. */
export function clampedSize(options: TransformOptions) {
  return {
    width: options.width ? clamp(options.width) : undefined,
    height: options.height ? clamp(options.height) : undefined,
  }
}
