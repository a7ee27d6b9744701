// Product and category images are stored as Storage paths such as `product-images/beef/sirloin.svg`
// (bucket first); the page needs the public URL on the configured Supabase.
import { getRuntimeConfig } from '@shop/shared/config'

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

/**
 * The public URL of a stored file. Absolute URLs (and data:/blob: URLs) pass through, as do site paths
 * starting with `/`; an empty value gives undefined so callers can fall back to the logo.
 */
export function storageImageUrl(
  value: string | null | undefined,
  supabaseUrl: string = getRuntimeConfig().supabaseUrl,
): string | undefined {
  const path = value?.trim()
  if (!path) return undefined
  if (ABSOLUTE.test(path) || path.startsWith('/')) return path
  const encoded = path.split('/').filter(Boolean).map(encodeURIComponent).join('/')
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${encoded}`
}

/** Widths offered to the browser (CSS px × device pixel ratio), from a small card to a zoomed view. */
export const IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i

export interface ImageSources {
  src: string
  /** `url 160w, url 240w, ...` over Storage's transformation endpoint; absent for vector or outside pictures. */
  srcSet?: string
}

/**
 * The `src` and `srcSet` of a stored picture, so the browser downloads the size it shows: each width of
 * `widths` through `/storage/v1/render/image/public/...` (cropped to `ratio`, width ÷ height, WebP for
 * browsers that accept it). SVGs, URLs and site paths are used as they are; `src` is the `fallbackWidth`
 * rendition for browsers without srcset.
 */
export function storageImageSources(
  value: string | null | undefined,
  options: { ratio?: number; widths?: readonly number[]; fallbackWidth?: number; supabaseUrl?: string } = {},
): ImageSources | undefined {
  const supabaseUrl = options.supabaseUrl ?? getRuntimeConfig().supabaseUrl
  const original = storageImageUrl(value, supabaseUrl)
  const path = value?.trim()
  if (!original || !path || ABSOLUTE.test(path) || path.startsWith('/') || !RASTER.test(path)) {
    return original ? { src: original } : undefined
  }
  const ratio = options.ratio ?? 4 / 3
  const encoded = path.split('/').filter(Boolean).map(encodeURIComponent).join('/')
  const base = `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/render/image/public/${encoded}`
  const at = (width: number) => `${base}?width=${width}&height=${Math.round(width / ratio)}&resize=cover&quality=70`
  const widths = options.widths ?? IMAGE_WIDTHS
  return {
    src: at(options.fallbackWidth ?? 480),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
  }
}
