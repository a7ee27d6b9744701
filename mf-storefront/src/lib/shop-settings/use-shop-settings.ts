// The shop's settings for a component: the defaults at first (what the pre-rendered page says), then the
// stored row once read.
import { useLoad } from '../load/use-load.ts'
import { DEFAULT_SHOP_SETTINGS, loadShopSettings, type ShopSettings } from './shop-settings.ts'

export function useShopSettings(): ShopSettings {
  return useLoad('shop-settings', loadShopSettings).data ?? DEFAULT_SHOP_SETTINGS
}
