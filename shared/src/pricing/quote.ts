// The price of a cart, as the customer sees it before ordering. The server prices the order itself with
// the same rule (SQL `quote_order` / `place_order`); supabase/tests prove the two agree on a table of carts.
//
// The rule:
//   unit price     = discount_price when there is one, else price
//   subtotal       = Σ unit price × quantity
//   discount       = subtotal × coupon percent / 100, rounded to whole shillings (half up)
//   delivery fee   = the shop's fee, or 0 when subtotal − discount reaches the free-delivery threshold
//                    (and 0 for an empty cart)
//   total          = subtotal − discount + delivery fee
// Money is exact: amounts are handled in cents (prices may carry two decimals), never as fractional floats.

export interface PricingSettings {
  /** UGX charged for delivery below the threshold (settings.delivery_fee). */
  deliveryFee: number
  /** UGX of subtotal after discount from which delivery is free (settings.free_delivery_threshold). */
  freeDeliveryThreshold: number
}

/** The shop's settings as seeded; screens should read the `settings` row, which an admin may change. */
export const DEFAULT_PRICING_SETTINGS: PricingSettings = { deliveryFee: 5000, freeDeliveryThreshold: 100000 }

export interface CartLineInput {
  productId: string
  price: number
  discountPrice: number | null
  quantity: number
}

export interface PricedLine extends CartLineInput {
  unitPrice: number
  lineTotal: number
}

export interface CartQuote {
  lines: PricedLine[]
  subtotal: number
  /** The applied coupon's percent, or 0 without a coupon. */
  discountPercent: number
  discountAmount: number
  deliveryFee: number
  totalAmount: number
  freeDelivery: boolean
  /** How much more (after discount) the customer must buy for free delivery; 0 once reached. */
  amountToFreeDelivery: number
}

const toCents = (amount: number) => Math.round(amount * 100)
const fromCents = (cents: number) => cents / 100

/** The price a customer pays for one unit: the discount price when there is one. */
export function unitPrice(product: { price: number; discountPrice: number | null }): number {
  return product.discountPrice ?? product.price
}

/** The discount badge's percent, rounded; null when the product is not discounted. */
export function discountPercentage(price: number, discountPrice: number | null): number | null {
  if (discountPrice === null || price <= 0 || discountPrice >= price) return null
  return Math.round(((price - discountPrice) / price) * 100)
}

/** Coupon codes are case-insensitive: the form the server compares. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

/** Percent of `cents`, rounded to whole shillings, half up, in integer arithmetic. */
function percentOfCentsToShillings(cents: number, percent: number): number {
  return Math.floor((cents * percent + 5000) / 10000) * 100
}

export function quoteCart(
  lines: readonly CartLineInput[],
  couponPercent: number | null,
  settings: PricingSettings = DEFAULT_PRICING_SETTINGS,
): CartQuote {
  const priced = lines.map((line) => {
    const unitCents = toCents(unitPrice(line))
    return { ...line, unitPrice: fromCents(unitCents), lineTotal: fromCents(unitCents * line.quantity) }
  })
  const subtotalCents = priced.reduce((sum, line) => sum + toCents(line.lineTotal), 0)
  const percent = couponPercent ?? 0
  const discountCents = percentOfCentsToShillings(subtotalCents, percent)
  const afterDiscountCents = subtotalCents - discountCents
  const thresholdCents = toCents(settings.freeDeliveryThreshold)
  const freeDelivery = priced.length > 0 && afterDiscountCents >= thresholdCents
  const deliveryCents = priced.length === 0 || freeDelivery ? 0 : toCents(settings.deliveryFee)
  return {
    lines: priced,
    subtotal: fromCents(subtotalCents),
    discountPercent: percent,
    discountAmount: fromCents(discountCents),
    deliveryFee: fromCents(deliveryCents),
    totalAmount: fromCents(afterDiscountCents + deliveryCents),
    freeDelivery,
    amountToFreeDelivery: fromCents(Math.max(0, thresholdCents - afterDiscountCents)),
  }
}
