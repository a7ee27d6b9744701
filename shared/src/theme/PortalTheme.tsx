// antd with the shop's one theme, around a back-office portal's pages. Each portal bundles its own antd
// (see build/federation.mjs), so this module is compiled into each of them and themes that copy;
// antd's App gives its message, notification and modal functions the same theme. Load it lazily, as a
// layout route around the pages, so a portal's frame paints before antd has arrived:
//
//   const ThemedPages = lazy(() => import('@shop/shared/theme/portal'))
//   <Route element={<Frame />}><Route element={<ThemedPages />}>...pages...</Route></Route>
import { App, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { antdTheme } from './theme.ts'
import './portal-theme.css'

export function PortalTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  )
}

/** A layout route: the portal's pages, themed. */
export default function ThemedPages() {
  return (
    <PortalTheme>
      <Outlet />
    </PortalTheme>
  )
}
