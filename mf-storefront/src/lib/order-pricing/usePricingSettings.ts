// The shop's delivery fee and free-delivery threshold as the admin has set them: the defaults at first
// (what the pre-rendered page says), then the stored settings once read.
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@shop/shared/pricing'
import { useLoad } from '../load/use-load.ts'
import { loadPricingSettings } from './pricing-settings.ts'

export function usePricingSettings(): PricingSettings {
  return useLoad('pricing-settings', loadPricingSettings).data ?? DEFAULT_PRICING_SETTINGS
}
