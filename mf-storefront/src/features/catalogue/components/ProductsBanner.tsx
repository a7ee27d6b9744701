// The top of /products: the shop's spread of meats and the page title. The page's HTML shows the same
// banner before the app loads (app/prerender.tsx), so it is the first thing a slow phone paints.
import type { ReactNode } from 'react'
// The banner is the page's largest paint: it comes inside the HTML, not a round trip after it.
import bannerUrl from '../../../lib/art/generated/products-banner.svg?inline'

/** The page's <main> with the banner; the page's HTML shows it without children (app/prerender.tsx). */
export function ProductsPageFrame({ children }: { children?: ReactNode }) {
  return (
    <main className="page catalogue" data-page="products">
      <ProductsBanner />
      {children}
    </main>
  )
}

export function ProductsBanner() {
  return (
    <section className="products-banner">
      <img
        className="products-banner__image"
        src={bannerUrl}
        alt=""
        width={1200}
        height={400}
        fetchPriority="high"
        decoding="async"
      />
      <div className="products-banner__text">
        <h1>Our Products</h1>
        <p>Sausages, cold cuts, fresh beef, goat and pork from our Kampala factory.</p>
      </div>
    </section>
  )
}

export { bannerUrl }
