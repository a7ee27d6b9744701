// The product's pictures: the chosen one large (a click or the Zoom button opens it full screen, where
// it zooms with the wheel, a pinch or the buttons), thumbnails to choose another.
import { storageImageUrl } from '@shop/shared/storage'
import { lazy, Suspense, useState } from 'react'
import { ProductImage } from '../../../components/ProductImage.tsx'

const ZoomPreview = lazy(() => import(/* webpackChunkName: "zoom-preview" */ './ZoomPreview.tsx'))

export function Gallery({ name, paths }: { name: string; paths: string[] }) {
  const [current, setCurrent] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const urls = paths.map((path) => storageImageUrl(path)).filter((url): url is string => Boolean(url))
  const hasPictures = urls.length > 0

  return (
    <div className="gallery">
      <button
        type="button"
        className="gallery__main"
        onClick={() => hasPictures && setZoomed(true)}
        aria-label={hasPictures ? `Zoom in on the picture of ${name}` : name}
        disabled={!hasPictures}
      >
        <ProductImage path={paths[current]} alt={name} eager sizes="(max-width: 900px) 100vw, 50vw" />
        {hasPictures ? (
          <span className="gallery__zoom-hint" aria-hidden="true">
            Zoom
          </span>
        ) : null}
      </button>
      {paths.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {paths.map((path, index) => (
            <li key={path}>
              <button
                type="button"
                aria-pressed={index === current}
                aria-label={`Picture ${index + 1} of ${paths.length}`}
                onClick={() => setCurrent(index)}
              >
                <ProductImage path={path} alt="" ratio={1} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ZoomPreview
            urls={urls}
            current={Math.min(current, urls.length - 1)}
            onChange={setCurrent}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
