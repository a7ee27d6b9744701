// What a cart is, apart from the store: its lines, their quantity rule and its count. Free of Redux, so
// the shell's inline script for the pre-rendered navigation can use it (shell/src/features/prerender).

/** Section 9: a cart line holds at most 10 of a product. */
export const MAX_CART_LINE_QUANTITY = 10

export interface CartProduct {
  id: string
  name: string
  price: number
  discount_price: number | null
  /** A storage path or URL of the product's first image. */
  image_url?: string | null
  stock?: number
}

export interface CartLine {
  product: CartProduct
  quantity: number
}

export interface CartState {
  items: CartLine[]
  couponCode: string | null
}

export const initialCartState: CartState = { items: [], couponCode: null }

export function clampLineQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1
  return Math.min(MAX_CART_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)))
}

/** What the cart badge shows: the number of items, every line's quantity added up. */
export function cartCount(items: readonly CartLine[]): number {
  return items.reduce((count, line) => count + line.quantity, 0)
}
