// The shop's settings as screens use them, and what they say before the stored row is read (and if it
// cannot be): the pre-rendered page's figures. Free of the data layer, for pages that read the row later.
import { type DeliveryHours, SHOP_DELIVERY_HOURS } from '@shop/shared/business/delivery-day'
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@shop/shared/pricing'

export interface ShopSettings {
  pricing: PricingSettings
  deliveryHours: DeliveryHours
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  pricing: DEFAULT_PRICING_SETTINGS,
  deliveryHours: SHOP_DELIVERY_HOURS,
}
