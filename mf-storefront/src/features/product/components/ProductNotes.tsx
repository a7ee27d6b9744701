// Delivery and guarantee notes (the shop's claims), by the hours an admin set, as the promise above them
// is: the two never disagree. No promised day for a product out of stock.
import { deliveryDaysLabel, shopTime } from '@shop/shared/business/delivery-day'
import { formatMoney } from '@shop/shared/money'
import { DeliveryPromise } from '../../../lib/delivery-promise/DeliveryPromise.tsx'
import { usePricingSettings } from '../../../lib/order-pricing/usePricingSettings.ts'
import { useShopSettings } from '../../../lib/shop-settings/use-shop-settings.ts'

export function ProductNotes({ inStock }: { inStock: boolean }) {
  const { freeDeliveryThreshold } = usePricingSettings()
  const hours = useShopSettings().deliveryHours
  return (
    <>
      {inStock ? <DeliveryPromise /> : null}
      <ul className="product-notes">
        <li>
          <strong>Same-day delivery</strong> when you order before {shopTime(hours.sameDayCutoff)},{' '}
          {deliveryDaysLabel(hours.days)}.
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
