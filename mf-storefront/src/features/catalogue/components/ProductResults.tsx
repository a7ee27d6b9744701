// The results: the cards in a grid or a list; a placeholder grid while the first answer loads; the error
// with Retry; the empty state.
import { ProductCard, ProductCardSkeleton } from '../../../components/ProductCard.tsx'
import type { CatalogueProduct } from '../../../lib/products/types.ts'
import type { CatalogueView } from '../view-slice.ts'

interface Props {
  products: CatalogueProduct[] | undefined
  status: 'loading' | 'ready' | 'error'
  view: CatalogueView
  onRetry: () => void
  onClear: () => void
}

/** Cards loaded at once and with high priority: the first row on a phone. */
const EAGER_CARDS = 2

export function ProductResults({ products, status, view, onRetry, onClear }: Props) {
  if (status === 'error') {
    return (
      <div className="catalogue-message" role="alert">
        <p className="catalogue-message__title">Failed to load products</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    )
  }
  if (!products) {
    return (
      <div className={`product-list product-list--${view}`} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <ProductCardSkeleton key={i} />
        ))}
        <span className="visually-hidden" role="status">
          Loading products
        </span>
      </div>
    )
  }
  if (products.length === 0) {
    return (
      <div className="catalogue-message">
        <p className="catalogue-message__title">No products found</p>
        <p>Try adjusting your search or filters</p>
        <button type="button" className="button" onClick={onClear}>
          Clear All Filters
        </button>
      </div>
    )
  }
  return (
    <ul
      className={`product-list product-list--${view}`}
      aria-label="Products"
      aria-busy={status === 'loading'}
      data-loading={status === 'loading' || undefined}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  )
}
