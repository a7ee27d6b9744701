// The shop's delivery fee and free-delivery threshold as the admin has set them.
import type { PricingSettings } from '@shop/shared/pricing'
import { useShopSettings } from '../shop-settings/use-shop-settings.ts'

export function usePricingSettings(): PricingSettings {
  return useShopSettings().pricing
}
