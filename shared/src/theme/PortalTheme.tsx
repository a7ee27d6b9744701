// antd with the shop's one theme, around a back-office portal. Each portal bundles its own antd (see
// shared/build/federation.mjs), so this component is compiled into each of them and themes that copy;
// antd's App gives its message, notification and modal functions the same theme.
import { App, ConfigProvider } from 'antd'
import type { ReactNode } from 'react'
import { antdTheme } from './theme.ts'

export function PortalTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  )
}
