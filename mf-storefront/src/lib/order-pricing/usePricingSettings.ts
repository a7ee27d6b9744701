// The shop's delivery fee and free-delivery threshold as the admin has set them: the defaults at first
// (what the pre-rendered page says), then the stored settings once read.
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@shop/shared/pricing'
import { useEffect, useState } from 'react'
import { loadPricingSettings } from './pricing-settings.ts'

export function usePricingSettings(): PricingSettings {
  const [settings, setSettings] = useState(DEFAULT_PRICING_SETTINGS)
  useEffect(() => {
    let current = true
    void loadPricingSettings().then((loaded) => {
      if (current) setSettings(loaded)
    })
    return () => {
      current = false
    }
  }, [])
  return settings
}
