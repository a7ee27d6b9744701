// A product or category picture: loaded lazily (unless it is above the fold), sized before it loads so the
// page does not jump, and the shop's logo when there is no picture or it fails to load.
//
//   <ProductImage path={product.image_urls[0]} alt={product.name} />
//   <ProductImage path={...} alt="" eager />   // the first screenful: no lazy loading, high priority
//
// Stored photos come in the size the box is shown at (`sizes`, CSS px), from Storage's transformation
// endpoint through `srcSet`, so a phone never downloads the multi-megabyte original.
import { storageImageSources } from '@shop/shared/storage'
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
  /** How wide the box is shown, for the browser to pick a size (the `sizes` attribute). */
  sizes?: string
}

/** A product card: half a phone's width, a third to a quarter of a wider screen. */
export const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1024px) 33vw, 300px'

export function ProductImage({
  path,
  alt,
  eager = false,
  ratio = 4 / 3,
  className,
  sizes = CARD_SIZES,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const sources = storageImageSources(path, { ratio })
  const wanted = sources?.src
  const failed = !wanted || wanted === failedSrc
  const src = failed ? logoUrl : wanted
  return (
    <span className={className ? `product-image ${className}` : 'product-image'} style={{ aspectRatio: ratio }}>
      <img
        src={src}
        srcSet={failed ? undefined : sources?.srcSet}
        sizes={!failed && sources?.srcSet ? sizes : undefined}
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
