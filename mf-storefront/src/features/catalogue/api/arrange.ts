// What the database cannot order for us: price sorts by the price the customer pays (the discount price
// when there is one), and pork products after all others unless the pork category is chosen. Both keep
// the database's order otherwise (stable sorts).
import { unitPrice } from '@shop/shared/pricing'
import type { CatalogueProduct, Category } from '../../../lib/products/types.ts'
import type { ServerFilters } from '../filters.ts'
import { PORK_CATEGORY_SLUG } from './query.ts'

const paid = (product: CatalogueProduct) => unitPrice({ price: product.price, discountPrice: product.discount_price })

export function arrangeProducts(products: CatalogueProduct[], filters: ServerFilters): CatalogueProduct[] {
  let list = [...products]
  if (filters.sort === 'price-asc') list.sort((a, b) => paid(a) - paid(b))
  if (filters.sort === 'price-desc') list.sort((a, b) => paid(b) - paid(a))
  if (filters.category !== PORK_CATEGORY_SLUG) {
    const isPork = (product: CatalogueProduct) => product.category?.slug === PORK_CATEGORY_SLUG
    list = [...list.filter((product) => !isPork(product)), ...list.filter(isPork)]
  }
  return list
}

/** Categories by name with the pork category moved to the end. */
export function arrangeCategories(categories: Category[]): Category[] {
  return [
    ...categories.filter((category) => category.slug !== PORK_CATEGORY_SLUG),
    ...categories.filter((category) => category.slug === PORK_CATEGORY_SLUG),
  ]
}
