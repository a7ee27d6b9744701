// The shop's settings for a component: the defaults at first (what the pre-rendered page says) and when
// the row cannot be read, then the stored row once read.
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './defaults.ts'
import { useShopSettingsQuery } from './shop-settings.ts'

export function useShopSettings(): ShopSettings {
  return useShopSettingsQuery().data ?? DEFAULT_SHOP_SETTINGS
}
