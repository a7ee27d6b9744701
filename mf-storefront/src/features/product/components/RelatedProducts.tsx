// Up to four products of the same category.
import { ProductCard } from '../../../components/ProductCard.tsx'
import { useLoad } from '../../../lib/load/use-load.ts'
import { fetchRelated, type ProductDetail } from '../api/product.ts'

export function RelatedProducts({ product }: { product: ProductDetail }) {
  const related = useLoad(`related:${product.id}`, (signal) => fetchRelated(product, signal))
  if (!related.data || related.data.length === 0) return null
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">Related Products</h2>
      <ul className="product-list product-list--grid related__list" aria-label="Related products">
        {related.data.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
