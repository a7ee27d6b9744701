// The filters of /products: category radios (pork last), price range, rating 4+/3+/2+/1+, in stock, on
// sale, Clear All Filters. Used as the sidebar on wide screens and inside the drawer on phones.
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { Category } from '../../../lib/products/types.ts'
import { type ProductFilters, RATING_STEPS } from '../filters.ts'

interface Props {
  filters: ProductFilters
  categories: Category[]
  onChange: (change: Partial<ProductFilters>) => void
  onCategory: (slug: string | null) => void
  onClear: () => void
}

function amount(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : null
}

export function FiltersPanel({ filters, categories, onChange, onCategory, onClear }: Props) {
  const id = useId()
  // The price boxes hold what the customer types until Apply; they follow the URL when it changes.
  const [minPrice, setMinPrice] = useState(filters.minPrice?.toString() ?? '')
  const [maxPrice, setMaxPrice] = useState(filters.maxPrice?.toString() ?? '')
  useEffect(() => {
    setMinPrice(filters.minPrice?.toString() ?? '')
    setMaxPrice(filters.maxPrice?.toString() ?? '')
  }, [filters.minPrice, filters.maxPrice])

  const applyPrice = (event: FormEvent) => {
    event.preventDefault()
    onChange({ minPrice: amount(minPrice), maxPrice: amount(maxPrice) })
  }

  return (
    <div className="filters">
      <fieldset className="filters__group">
        <legend>Category</legend>
        <label className="filters__option">
          <input
            type="radio"
            name={`${id}-category`}
            checked={filters.category === null}
            onChange={() => onCategory(null)}
          />
          All Categories
        </label>
        {categories.map((category) => (
          <label className="filters__option" key={category.id}>
            <input
              type="radio"
              name={`${id}-category`}
              checked={filters.category === category.slug}
              onChange={() => onCategory(category.slug)}
            />
            {category.name}
          </label>
        ))}
      </fieldset>

      <form className="filters__group" onSubmit={applyPrice} aria-labelledby={`${id}-price`}>
        <p className="filters__legend" id={`${id}-price`}>
          Price Range (UGX)
        </p>
        <div className="filters__price">
          <label>
            <span>Min</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={500}
              placeholder="0"
              value={minPrice}
              onChange={(event) => setMinPrice(event.target.value)}
            />
          </label>
          <label>
            <span>Max</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={500}
              placeholder="Any"
              value={maxPrice}
              onChange={(event) => setMaxPrice(event.target.value)}
            />
          </label>
        </div>
        <button type="submit" className="button filters__apply">
          Apply Price
        </button>
      </form>

      <fieldset className="filters__group">
        <legend>Rating</legend>
        <label className="filters__option">
          <input
            type="radio"
            name={`${id}-rating`}
            checked={filters.minRating === null}
            onChange={() => onChange({ minRating: null })}
          />
          Any rating
        </label>
        {RATING_STEPS.map((step) => (
          <label className="filters__option" key={step}>
            <input
              type="radio"
              name={`${id}-rating`}
              checked={filters.minRating === step}
              onChange={() => onChange({ minRating: step })}
            />
            {step}+ stars
          </label>
        ))}
      </fieldset>

      <fieldset className="filters__group">
        <legend>Availability</legend>
        <label className="filters__option">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          In stock
        </label>
        <label className="filters__option">
          <input
            type="checkbox"
            checked={filters.onSale}
            onChange={(event) => onChange({ onSale: event.target.checked })}
          />
          On sale
        </label>
      </fieldset>

      <button type="button" className="button filters__clear" onClick={onClear}>
        Clear All Filters
      </button>
    </div>
  )
}
