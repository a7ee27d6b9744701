// The customer's cart on the server (`carts` row: `{items: [{product_id, quantity}], coupon_code}`) and
// the rule that combines it with the browser's cart when the customer signs in.
import { type CartLine, type CartProduct, type CartState, clampLineQuantity } from '@shop/shared/cart'

// Type aliases, not interfaces: only these are assignable to the `carts.items` column's `Json` type.
export type StoredCartItem = {
  product_id: string
  quantity: number
}

export type StoredCart = {
  items: StoredCartItem[]
  coupon_code: string | null
}

/** The `carts` table holds at most 50 lines (private.is_valid_cart). */
export const MAX_STORED_CART_LINES = 50

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The row to store for a cart: product ids and quantities only (prices are always read fresh). */
export function toStoredCart(cart: CartState): StoredCart {
  return {
    items: cart.items
      .filter((line) => UUID.test(line.product.id))
      .slice(0, MAX_STORED_CART_LINES)
      .map((line) => ({ product_id: line.product.id, quantity: clampLineQuantity(line.quantity) })),
    coupon_code: cart.couponCode,
  }
}

/** A stored row as read back, tolerating anything malformed (it is skipped). */
export function parseStoredCart(row: { items?: unknown; coupon_code?: unknown } | null): StoredCart {
  const items = Array.isArray(row?.items) ? row.items : []
  return {
    items: items.flatMap((item: unknown) => {
      if (!item || typeof item !== 'object') return []
      const { product_id, quantity } = item as Record<string, unknown>
      if (typeof product_id !== 'string' || typeof quantity !== 'number') return []
      return [{ product_id, quantity: clampLineQuantity(quantity) }]
    }),
    coupon_code: typeof row?.coupon_code === 'string' && row.coupon_code !== '' ? row.coupon_code : null,
  }
}

export const EMPTY_STORED_CART: StoredCart = { items: [], coupon_code: null }

const sameStoredCart = (a: StoredCart, b: StoredCart) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The stored cart this browser last agreed with: `base`, or the cart it was writing (`pending`) when the
 * server holds exactly that: the write landed, but the page was left (a reload, a link) before it heard
 * so. Without this, the lines of that write would be counted twice at the next merge.
 */
export function agreedBase(stored: StoredCart, base: StoredCart, pending?: StoredCart): StoredCart {
  return pending && sameStoredCart(stored, pending) ? pending : base
}

function quantities(items: readonly StoredCartItem[]): Map<string, number> {
  const byProduct = new Map<string, number>()
  for (const item of items) byProduct.set(item.product_id, (byProduct.get(item.product_id) ?? 0) + item.quantity)
  return byProduct
}

/**
 * Combines the browser's cart with the stored one when the customer signs in (or comes back).
 *
 * `base` is the stored cart this browser last agreed with (empty for a cart filled while signed out). What
 * the browser changed since then is applied on top of the stored cart, so that:
 * - signing in with a cart filled while signed out adds both carts' lines; a product in both gets the
 *   two quantities added, capped at 10 per line;
 * - a browser that changed nothing takes the stored cart as it is (lines added or removed elsewhere);
 * - changes this browser could not store yet are kept.
 * The browser's coupon wins when it changed, else the stored one is kept. The browser's lines keep their
 * order and stored-only lines follow; lines whose product no longer exists (not in `products`) are dropped.
 */
export function mergeCarts(
  local: CartState,
  stored: StoredCart,
  products: ReadonlyMap<string, CartProduct>,
  base: StoredCart = EMPTY_STORED_CART,
): CartState {
  const storedQuantity = quantities(stored.items)
  const baseQuantity = quantities(base.items)
  const items: CartLine[] = []
  const seen = new Set<string>()
  const push = (product: CartProduct | undefined, quantity: number) => {
    if (product && quantity > 0) items.push({ product, quantity: clampLineQuantity(quantity) })
  }
  for (const line of local.items) {
    const id = line.product.id
    seen.add(id)
    const changedHere = line.quantity - (baseQuantity.get(id) ?? 0)
    push(products.get(id) ?? line.product, (storedQuantity.get(id) ?? 0) + changedHere)
  }
  for (const [id, quantity] of storedQuantity) {
    if (seen.has(id)) continue
    // Removed in this browser since it last agreed with the server: the removal is applied.
    push(products.get(id), quantity - (baseQuantity.get(id) ?? 0))
  }
  const couponChangedHere = local.couponCode !== base.coupon_code
  return { items, couponCode: couponChangedHere ? local.couponCode : stored.coupon_code }
}
