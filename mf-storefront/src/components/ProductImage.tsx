// A product or category picture: loaded lazily (unless it is above the fold), sized before it loads so the
// page does not jump, and the shop's logo when there is no picture or it fails to load (spec, section 8).
//
//   <ProductImage path={product.image_urls[0]} alt={product.name} />
//   <ProductImage path={...} alt="" eager />   // the first screenful: no lazy loading, high priority
import { storageImageUrl } from '@shop/shared/storage'
import { useState } from 'react'
import logoUrl from './logo.svg'
import './product-image.css'

export interface ProductImageProps {
  /** A storage path (`product-images/x.svg`) or a URL; null or empty shows the logo. */
  path: string | null | undefined
  alt: string
  /** Above the fold: load at once with high priority. */
  eager?: boolean
  /** Width ÷ height of the box (default 4/3, as the shop's pictures are drawn). */
  ratio?: number
  className?: string
}

export function ProductImage({ path, alt, eager = false, ratio = 4 / 3, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const wanted = storageImageUrl(path)
  const src = wanted && wanted !== failedSrc ? wanted : logoUrl
  return (
    <span className={className ? `product-image ${className}` : 'product-image'} style={{ aspectRatio: ratio }}>
      <img
        src={src}
        alt={alt}
        width={400}
        height={Math.round(400 / ratio)}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        data-fallback={src === logoUrl ? 'logo' : undefined}
        onError={() => {
          if (wanted) setFailedSrc(wanted)
        }}
      />
    </span>
  )
}

export { logoUrl }
