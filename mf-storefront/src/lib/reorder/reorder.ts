// An order's lines back in the cart (Buy again; "Return to Cart" after a failed payment): each product
// that is still sold and in stock, at today's price, as many as were ordered (at most what is in stock
// and the cart's line limit); what can no longer be had is named so the customer is told.

import { type CartProduct, clampLineQuantity } from '@shop/shared/cart'
import type { Tables } from '@shop/shared/database'

export type ReorderLine = Pick<Tables<'order_items'>, 'product_id' | 'product_name' | 'quantity'>
export type ReorderProduct = Pick<
  Tables<'products'>,
  'id' | 'name' | 'price' | 'discount_price' | 'image_urls' | 'stock'
>

export interface Reorder {
  /** `ordered`: how many the order had of it, which may be more than `quantity` (the stock left). */
  add: Array<{ product: CartProduct; quantity: number; ordered: number }>
  /** Names of the ordered products no longer sold or out of stock, in the order's order. */
  unavailable: string[]
}

export function reorder(lines: readonly ReorderLine[], products: readonly ReorderProduct[]): Reorder {
  const byId = new Map(products.map((product) => [product.id, product]))
  const result: Reorder = { add: [], unavailable: [] }
  for (const line of lines) {
    const product = line.product_id ? byId.get(line.product_id) : undefined
    if (!product || product.stock <= 0) {
      if (!result.unavailable.includes(line.product_name)) result.unavailable.push(line.product_name)
      continue
    }
    const already = result.add.find((entry) => entry.product.id === product.id)
    const ordered = line.quantity + (already?.ordered ?? 0)
    const quantity = clampLineQuantity(Math.min(product.stock, ordered))
    if (already) {
      already.quantity = quantity
      already.ordered = ordered
      continue
    }
    result.add.push({
      product: {
        id: product.id,
        name: product.name,
        price: Number(product.price),
        discount_price: product.discount_price === null ? null : Number(product.discount_price),
        image_url: product.image_urls[0] ?? null,
        stock: product.stock,
      },
      quantity,
      ordered,
    })
  }
  return result
}

/**
 * What the customer is told: "Added 2 products to your cart", what could not be added, and what was
 * added in a smaller quantity than ordered ("Fewer than you ordered: Polony 1 kg (3 of 5)").
 */
export function reorderMessage({ add, unavailable }: Reorder): {
  added: string | null
  missing: string | null
  fewer: string | null
} {
  const added = add.length > 0 ? `Added ${add.length} ${add.length === 1 ? 'product' : 'products'} to your cart` : null
  const missing = unavailable.length > 0 ? `No longer available: ${unavailable.join(', ')}` : null
  const short = add.filter((entry) => entry.quantity < entry.ordered)
  const fewer =
    short.length > 0
      ? `Fewer than you ordered: ${short.map((entry) => `${entry.product.name} (${entry.quantity} of ${entry.ordered})`).join(', ')}`
      : null
  return { added, missing, fewer }
}
