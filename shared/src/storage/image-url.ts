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
