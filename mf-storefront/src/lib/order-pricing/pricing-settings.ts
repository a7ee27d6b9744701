// The shop's pricing settings (the `settings` row an admin edits).
import type { Tables } from '@shop/shared/database'
import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@shop/shared/pricing'
import { publicRead } from '../public-rest/public-read.ts'

let settings: Promise<PricingSettings> | null = null

/**
 * The shop's delivery fee and free-delivery threshold (read once per page; an admin may change them).
 * A public read with a plain fetch: the home and product pages quote the threshold, and must not pull in
 * supabase-js for it.
 */
export function loadPricingSettings(): Promise<PricingSettings> {
  settings ??= publicRead<Pick<Tables<'settings'>, 'delivery_fee' | 'free_delivery_threshold'>[]>(
    'settings?select=delivery_fee,free_delivery_threshold',
  )
    .then(([row]) => {
      if (!row) throw new Error('No settings')
      return { deliveryFee: Number(row.delivery_fee), freeDeliveryThreshold: Number(row.free_delivery_threshold) }
    })
    .catch(() => {
      settings = null
      return DEFAULT_PRICING_SETTINGS
    })
  return settings
}
