// Delivery and guarantee notes (the shop's claims, storefront spec section 1).
import { formatMoney } from '@shop/shared/money'
import { DEFAULT_PRICING_SETTINGS } from '@shop/shared/pricing'

export function ProductNotes() {
  return (
    <ul className="product-notes">
      <li>
        <strong>Same-day delivery</strong> when you order before 2 PM, Monday to Saturday.
      </li>
      <li>
        <strong>Free delivery</strong> on orders over {formatMoney(DEFAULT_PRICING_SETTINGS.freeDeliveryThreshold)}.
      </li>
      <li>
        <strong>100% money-back guarantee</strong> if you are not happy with your order.
      </li>
    </ul>
  )
}
