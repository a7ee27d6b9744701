// The line's picture, loaded lazily; the shop's logo when there is none or it fails to load.
import { storageImageUrl } from '@shop/shared/storage'
import { useState } from 'react'

export function LineImage({ path }: { path: string | null | undefined }) {
  const [failed, setFailed] = useState(false)
  const src = failed ? undefined : storageImageUrl(path)
  if (!src) return <div className="cart-line__image cart-line__image--logo" aria-hidden="true" />
  return (
    <img
      className="cart-line__image"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={88}
      height={88}
      onError={() => setFailed(true)}
    />
  )
}
