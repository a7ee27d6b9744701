// The shop's settings on a landing page (the home page's free-delivery note): the defaults, which the
// pre-rendered page says, until the page has loaded; then the stored row, read through the data layer,
// whose code so stays out of the page's first load instead of competing with the page's own on a slow phone.
import { afterPageLoad } from '@shop/shared/browser/after-page-load'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './defaults.ts'

const StoredShopSettings = lazy(() => import(/* webpackChunkName: "shop-settings" */ './StoredShopSettings.tsx'))

export function LaterShopSettings({ children }: { children: (settings: ShopSettings) => ReactNode }) {
  const [pageLoaded, setPageLoaded] = useState(false)
  useEffect(() => afterPageLoad(() => setPageLoaded(true)), [])
  const defaults = children(DEFAULT_SHOP_SETTINGS)
  if (!pageLoaded) return defaults
  return (
    <Suspense fallback={defaults}>
      <StoredShopSettings>{children}</StoredShopSettings>
    </Suspense>
  )
}
