// The figures an order summary shows, from the instant preview (shared pricing rule) or from the
// server's quote_order; both follow the same rule, so once the server answers its figures replace the
// preview's without a jump.
import type { CartLine } from '@shop/shared/cart'
import { type CartQuote, type PricingSettings, quoteCart } from '@shop/shared/pricing'
import type { ServerQuote } from './quote-api.ts'

/** The shared rule's figures (without its priced lines), with the coupon they were computed for. */
export interface OrderFigures extends Omit<CartQuote, 'lines'> {
  couponCode: string | null
}

export function previewFigures(
  lines: readonly CartLine[],
  couponCode: string | null,
  couponPercent: number | null,
  settings: PricingSettings,
): OrderFigures {
  const { lines: _priced, ...figures } = quoteCart(
    lines.map(({ product, quantity }) => ({
      productId: product.id,
      price: product.price,
      discountPrice: product.discount_price,
      quantity,
    })),
    couponPercent,
    settings,
  )
  return { ...figures, couponCode: couponPercent === null ? null : couponCode }
}

export function serverFigures(quote: ServerQuote): OrderFigures {
  const afterDiscount = quote.subtotal - quote.discount_amount
  const freeDelivery = quote.items.length > 0 && quote.delivery_fee === 0
  return {
    subtotal: quote.subtotal,
    couponCode: quote.coupon_code,
    discountPercent: quote.discount_percent,
    discountAmount: quote.discount_amount,
    deliveryFee: quote.delivery_fee,
    totalAmount: quote.total_amount,
    freeDelivery,
    amountToFreeDelivery: freeDelivery ? 0 : Math.max(0, quote.free_delivery_threshold - afterDiscount),
  }
}

/** The server's lines as cart products: fresh names, prices and stock for the lines the cart holds. */
export function refreshedLines(lines: readonly CartLine[], quote: ServerQuote): CartLine[] | null {
  const fresh = new Map(quote.items.map((item) => [item.product_id, item]))
  let changed = false
  const next = lines.map((line) => {
    const item = fresh.get(line.product.id)
    if (!item) return line
    const { product } = line
    if (
      product.name === item.name &&
      product.price === item.price &&
      product.discount_price === item.discount_price &&
      product.stock === item.stock
    ) {
      return line
    }
    changed = true
    return {
      ...line,
      product: {
        ...product,
        name: item.name,
        price: item.price,
        discount_price: item.discount_price,
        stock: item.stock,
      },
    }
  })
  return changed ? next : null
}
