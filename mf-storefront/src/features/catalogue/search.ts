// Product search: client-side, case-insensitive substring match on the name, the description or the
// category's name; a blank search keeps the whole list.
import type { CatalogueProduct } from '../../lib/products/types.ts'

export function matchesSearch(product: CatalogueProduct, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (needle === '') return true
  return [product.name, product.description, product.category?.name ?? ''].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  )
}

export function searchProducts(products: CatalogueProduct[], search: string): CatalogueProduct[] {
  return search.trim() === '' ? products : products.filter((product) => matchesSearch(product, search))
}
