// The promo clip (made by the project: lib/art/generate.ts --promo), served with the app, so it plays
// offline. Nothing of it loads until the section is near the screen; then only the poster, and the clip
// itself when the visitor presses play.
import { useEffect, useRef, useState } from 'react'
import mp4Url from '../../../lib/art/generated/promo.mp4'
import webmUrl from '../../../lib/art/generated/promo.webm'
import posterUrl from '../../../lib/art/generated/promo-poster.svg'

export function PromoVideo() {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: '300px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return (
    <section className="promo" aria-labelledby="promo-heading">
      <h2 id="promo-heading">From Our Factory to Your Table</h2>
      <p>Made fresh every morning, cut to order, delivered the same day.</p>
      <div className="promo__frame" ref={box}>
        {near ? (
          <video
            controls
            playsInline
            muted
            loop
            preload="none"
            poster={posterUrl}
            aria-label="Kampala Meats promo video"
          >
            <source src={webmUrl} type="video/webm" />
            <source src={mp4Url} type="video/mp4" />
          </video>
        ) : null}
      </div>
    </section>
  )
}
