// Rows of the public reads (lib/public-rest: a plain fetch, so typed here from the schema rather than by
// supabase-js); the columns match lib/products/columns.ts and the catalogue's queries.
import type { Tables } from '@shop/shared/database'

/** A category as the catalogue shows it (tiles, radios). */
export type Category = Pick<Tables<'product_categories'>, 'id' | 'name' | 'slug' | 'image_url'>

/** A product of the list, with its category joined. */
export type CatalogueProduct = Pick<
  Tables<'products'>,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'discount_price'
  | 'stock'
  | 'rating'
  | 'rating_count'
  | 'image_urls'
  | 'created_at'
> & { category: Pick<Category, 'id' | 'name' | 'slug'> | null }
