// The shop's settings row as an admin has set it: the delivery fee and free-delivery threshold, and the
// delivery hours the promised day is worked out from. One public read per page, with a plain fetch: the
// home and product pages quote them and must not pull in supabase-js for it.
import {
  type DeliveryHours,
  type DeliveryHoursRow,
  deliveryHoursFrom,
  SHOP_DELIVERY_HOURS,
} from '@shop/shared/business/delivery-day'
import type { Tables } from '@shop/shared/database'
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@shop/shared/pricing'
import { publicRead } from '../public-rest/public-read.ts'

export interface ShopSettings {
  pricing: PricingSettings
  deliveryHours: DeliveryHours
}

/** What the pre-rendered page says before the row is read, and if it cannot be. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  pricing: DEFAULT_PRICING_SETTINGS,
  deliveryHours: SHOP_DELIVERY_HOURS,
}

type SettingsRow = Pick<Tables<'settings'>, 'delivery_fee' | 'free_delivery_threshold'> & DeliveryHoursRow

let settings: Promise<ShopSettings> | null = null

export function loadShopSettings(): Promise<ShopSettings> {
  settings ??= publicRead<SettingsRow[]>(
    'settings?select=delivery_fee,free_delivery_threshold,delivery_days,opens_at,closes_at,same_day_cutoff',
  )
    .then(([row]) => {
      if (!row) throw new Error('No settings')
      return {
        pricing: { deliveryFee: Number(row.delivery_fee), freeDeliveryThreshold: Number(row.free_delivery_threshold) },
        deliveryHours: deliveryHoursFrom(row),
      }
    })
    .catch(() => {
      settings = null
      return DEFAULT_SHOP_SETTINGS
    })
  return settings
}
