// The shop's settings row as an admin has set it: the delivery fee and free-delivery threshold, and the
// delivery hours the promised day is worked out from. Injected into the shared api as a public read (a
// plain fetch: the product and cart pages quote them and must not pull in supabase-js for it); an admin's
// change of the settings ('Settings' tag) reads it again.
import { api } from '@shop/shared/api'
import { type DeliveryHoursRow, deliveryHoursFrom } from '@shop/shared/business/delivery-day'
import type { Tables } from '@shop/shared/database'
import { publicQuery } from '../public-rest/public-query.ts'
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './defaults.ts'

type SettingsRow = Pick<Tables<'settings'>, 'delivery_fee' | 'free_delivery_threshold'> & DeliveryHoursRow

const SETTINGS_QUERY =
  'settings?select=delivery_fee,free_delivery_threshold,delivery_days,opens_at,closes_at,same_day_cutoff'

/** The stored row as settings; none stored reads as the defaults. */
function shopSettings([row]: SettingsRow[]): ShopSettings {
  if (!row) return DEFAULT_SHOP_SETTINGS
  return {
    pricing: { deliveryFee: Number(row.delivery_fee), freeDeliveryThreshold: Number(row.free_delivery_threshold) },
    deliveryHours: deliveryHoursFrom(row),
  }
}

export const shopSettingsApi = api.enhanceEndpoints({ addTagTypes: ['Settings'] }).injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      queryFn: (_arg, { signal }) => publicQuery(SETTINGS_QUERY, signal, shopSettings),
      providesTags: ['Settings'],
    }),
  }),
})

export const { useShopSettingsQuery } = shopSettingsApi
