// How the order screens write an order's id.
/** Storefront spec section 9: an order id is shown as its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8)
}
