// Up to four products of the same category.
import { skipToken } from '@reduxjs/toolkit/query/react'
import { ProductCard } from '../../../components/ProductCard.tsx'
import { type ProductDetail, useRelatedProductsQuery } from '../api/product.ts'

export function RelatedProducts({ product }: { product: ProductDetail }) {
  const related = useRelatedProductsQuery(
    product.category_id ? { productId: product.id, categoryId: product.category_id } : skipToken,
    { refetchOnMountOrArgChange: true },
  )
  if (!related.currentData || related.currentData.length === 0) return null
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related Products</h2>
      <ul className="product-list product-list--grid related__list" aria-label="Related products">
        {related.currentData.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
