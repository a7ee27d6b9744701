// LaterShopSettings' lazily loaded part: the settings through the data layer.
import type { ReactNode } from 'react'
import type { ShopSettings } from './defaults.ts'
import { useShopSettings } from './use-shop-settings.ts'

export default function StoredShopSettings({ children }: { children: (settings: ShopSettings) => ReactNode }) {
  return children(useShopSettings())
}
