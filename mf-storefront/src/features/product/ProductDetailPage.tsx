// /products/:id: gallery with zoom, stars, price with the discount badge, quantity 1..stock, add to
// cart, delivery and guarantee notes, description, stock, reviews, the review form and the rating
// control, and up to four related products. An id that is not a UUID says "Invalid product ID" then
// "Product not found"; an unknown one "Product not found"; both go back to /products.

import { skipToken } from '@reduxjs/toolkit/query/react'
import { isUuid } from '@shop/shared/ids/uuid'
import { toast } from '@shop/shared/toast'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { AddToCartButton } from '../../components/AddToCartButton.tsx'
import { StarRating } from '../../components/StarRating.tsx'
import { type ProductDetail, useProductDetailQuery } from './api/product.ts'
import { Gallery } from './components/Gallery.tsx'
import { PriceBlock } from './components/PriceBlock.tsx'
import { ProductNotes } from './components/ProductNotes.tsx'
import { QuantityPicker } from './components/QuantityPicker.tsx'
import { RateProduct } from './components/RateProduct.tsx'
import { RelatedProducts } from './components/RelatedProducts.tsx'
import { Reviews } from './components/Reviews.tsx'
import { StockNote } from './components/StockNote.tsx'
import './product.css'

// Only out-of-stock products offer "Notify me": its code stays out of the page's first load.
const NotifyMe = lazy(() => import(/* webpackChunkName: "notify-me" */ './components/NotifyMe.tsx'))

export default function ProductDetailPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const valid = isUuid(id)
  // Price and stock must be today's: a product read before shows at once, and is read again.
  const product = useProductDetailQuery(valid ? id : skipToken, { refetchOnMountOrArgChange: true })
  const redirected = useRef<string | null>(null)

  // Another product's answer (the page kept while the next one loads) does not say this one is missing.
  const missing = !valid || (product.isSuccess && !product.isFetching && product.currentData === null)
  useEffect(() => {
    if (!missing || redirected.current === id) return
    redirected.current = id
    if (!valid) toast.error('Invalid product ID')
    toast.error('Product not found')
    navigate('/products', { replace: true })
  }, [missing, valid, id, navigate])

  if (missing) return null
  if (product.isError && !product.data) {
    return (
      <main className="page product-page" data-page="product">
        <div className="product-page__error" role="alert">
          <p>An unexpected error occurred</p>
          <button type="button" className="button button--primary" onClick={product.refetch}>
            Retry
          </button>
        </div>
      </main>
    )
  }
  if (!product.data) {
    return (
      <main className="page product-page" data-page="product" aria-busy="true">
        <div className="product-page__skeleton" />
        <span className="visually-hidden" role="status">
          Loading product
        </span>
      </main>
    )
  }
  // Keyed by product: another product starts afresh (quantity one, its first picture).
  return <ProductView key={product.data.id} product={product.data} />
}

function ProductView({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(1)

  return (
    <main className="page product-page" data-page="product">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/products">Products</Link>
        {product.category ? (
          <>
            {' / '}
            <Link to={`/products?category=${product.category.slug}&sort=featured`}>{product.category.name}</Link>
          </>
        ) : null}
      </nav>
      <div className="product-page__top">
        <Gallery name={product.name} paths={product.image_urls} />
        <div className="product-page__summary">
          <h1>{product.name}</h1>
          <StarRating value={product.rating} count={product.rating_count} />
          <PriceBlock price={product.price} discountPrice={product.discount_price} />
          <StockNote stock={product.stock} />
          {product.stock > 0 ? <QuantityPicker value={quantity} stock={product.stock} onChange={setQuantity} /> : null}
          <AddToCartButton
            product={{ ...product, image_url: product.image_urls[0] ?? null }}
            quantity={quantity}
            block
          />
          {product.stock <= 0 ? (
            <Suspense fallback={null}>
              <NotifyMe productId={product.id} />
            </Suspense>
          ) : null}
          <ProductNotes inStock={product.stock > 0} />
          <RateProduct productId={product.id} />
        </div>
      </div>
      <section className="product-page__description" aria-labelledby="description-heading">
        <h2 id="description-heading">Description</h2>
        <p>{product.description}</p>
      </section>
      <Reviews productId={product.id} />
      <RelatedProducts product={product} />
    </main>
  )
}
