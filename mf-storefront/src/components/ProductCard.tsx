// A product card: picture, category, name, stars, price with the discount badge, add to cart. The
// catalogue's grid and list and the related products use it; inside `.product-list--list` it lies flat
// and shows the description.
//
//   <ProductCard product={row} />   // row: a products row with its category (lib/products/types.ts)
import { formatMoney } from '@shop/shared/money'
import { discountPercentage } from '@shop/shared/pricing'
import { useId } from 'react'
import { Link } from 'react-router'
import type { CatalogueProduct } from '../lib/products/types.ts'
import { AddToCartButton } from './AddToCartButton.tsx'
import { ProductImage } from './ProductImage.tsx'
import { StarRating } from './StarRating.tsx'
import './product-card.css'

export function ProductCard({ product, eager = false }: { product: CatalogueProduct; eager?: boolean }) {
  const titleId = useId()
  const percent = discountPercentage(product.price, product.discount_price)
  const href = `/products/${product.id}`
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ProductImage path={product.image_urls[0]} alt="" eager={eager} />
        {percent === null ? null : <span className="discount-badge">{percent}% OFF</span>}
      </Link>
      <div className="product-card__body">
        {product.category ? <p className="product-card__category">{product.category.name}</p> : null}
        <h3 className="product-card__name" id={titleId}>
          <Link to={href}>{product.name}</Link>
        </h3>
        <StarRating value={product.rating} count={product.rating_count} size={14} />
        <p className="product-card__description">{product.description}</p>
        <p className="product-card__price">
          <span className="product-card__paid">{formatMoney(product.discount_price ?? product.price)}</span>
          {product.discount_price === null ? null : (
            <s className="product-card__was">
              <span className="visually-hidden">was </span>
              {formatMoney(product.price)}
            </s>
          )}
        </p>
        <div className="product-card__action">
          <AddToCartButton
            product={{ ...product, image_url: product.image_urls[0] ?? null }}
            describedBy={titleId}
            block
          />
        </div>
      </div>
    </article>
  )
}

/** A card-shaped placeholder while the first answer is on its way (same size: nothing jumps). */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__media skeleton-block" />
      <div className="product-card__body">
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-button" />
      </div>
    </div>
  )
}
