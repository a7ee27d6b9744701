// The phone's category tiles: a row of pictures to swipe through, the chosen one marked.
import { ProductImage } from '../../../components/ProductImage.tsx'
import type { Category } from '../../../lib/products/types.ts'

interface Props {
  categories: Category[]
  selected: string | null
  onSelect: (slug: string | null) => void
}

export function CategoryTiles({ categories, selected, onSelect }: Props) {
  return (
    <nav className="category-tiles" aria-label="Shop by category">
      <ul>
        <li>
          <button
            type="button"
            className="category-tile category-tile--all"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
          >
            <span className="category-tile__all" aria-hidden="true">
              All
            </span>
            <span className="category-tile__name">All Products</span>
          </button>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="category-tile"
              aria-pressed={selected === category.slug}
              onClick={() => onSelect(category.slug)}
            >
              <ProductImage path={category.image_url} alt="" ratio={1} className="category-tile__image" sizes="120px" />
              <span className="category-tile__name">{category.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
