/** A category as the catalogue shows it (tiles, radios). */
export interface Category {
  id: string
  name: string
  slug: string
  image_url: string | null
}

/** A product of the list, with its category joined (spec section 3). */
export interface CatalogueProduct {
  id: string
  name: string
  description: string
  price: number
  discount_price: number | null
  stock: number
  rating: number
  rating_count: number
  image_urls: string[]
  created_at: string
  category: { id: string; name: string; slug: string } | null
}
