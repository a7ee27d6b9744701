// Delivery and guarantee notes (the shop's claims, storefront spec section 1).
import { formatMoney } from '@shop/shared/money'
import { DeliveryPromise } from '../../../lib/delivery-promise/DeliveryPromise.tsx'
import { usePricingSettings } from '../../../lib/order-pricing/usePricingSettings.ts'

export function ProductNotes() {
  const { freeDeliveryThreshold } = usePricingSettings()
  return (
    <>
      <DeliveryPromise />
      <ul className="product-notes">
        <li>
          <strong>Same-day delivery</strong> when you order before 2 PM, Monday to Saturday.
        </li>
        <li>
          <strong>Free delivery</strong> on orders over {formatMoney(freeDeliveryThreshold)}.
        </li>
        <li>
          <strong>100% money-back guarantee</strong> if you are not happy with your order.
        </li>
      </ul>
    </>
  )
}
