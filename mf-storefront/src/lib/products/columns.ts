/** The product columns a card needs (list, related products), with the category joined by `embed`. */
export const PRODUCT_CARD_COLUMNS =
  'id,name,description,price,discount_price,stock,rating,rating_count,image_urls,created_at'

export function productCardSelect(categoryEmbed = 'product_categories'): string {
  return `${PRODUCT_CARD_COLUMNS},category:${categoryEmbed}(id,name,slug)`
}
