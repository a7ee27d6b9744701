// Keeps the cart in localStorage so that it survives a reload.
import { type CartLine, type CartState, clampLineQuantity, initialCartState } from './lines.ts'

export const CART_STORAGE_KEY = 'cart'

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false
  const { product, quantity } = value as Record<string, unknown>
  if (!product || typeof product !== 'object' || typeof quantity !== 'number') return false
  const { id, name, price } = product as Record<string, unknown>
  return typeof id === 'string' && typeof name === 'string' && typeof price === 'number'
}

/** The stored cart, or an empty one when nothing (or something unreadable) is stored. */
export function loadCart(storage: Pick<Storage, 'getItem'>): CartState {
  try {
    const raw = storage.getItem(CART_STORAGE_KEY)
    if (!raw) return initialCartState
    const parsed = JSON.parse(raw) as Partial<CartState>
    const items = Array.isArray(parsed.items) ? parsed.items.filter(isLine) : []
    return {
      items: items.map((line) => ({ ...line, quantity: clampLineQuantity(line.quantity) })),
      couponCode: typeof parsed.couponCode === 'string' ? parsed.couponCode : null,
    }
  } catch {
    return initialCartState
  }
}

export function saveCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, cart: CartState): void {
  try {
    if (cart.items.length === 0 && cart.couponCode === null) storage.removeItem(CART_STORAGE_KEY)
    else storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart))
  } catch {
    // Storage full or disabled (private mode): the cart still works for this visit.
  }
}
