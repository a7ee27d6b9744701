// A back-office page as its portal shows it (inside PortalTheme), with antd's motion off: jsdom runs no
// CSS transitions, so a dialog that closes would otherwise stay on the page, leaving forever.
import { PortalTheme } from '@shop/shared/theme/portal'
import { ConfigProvider } from 'antd'
import type { ReactNode } from 'react'

const NO_MOTION = { token: { motion: false } }

export function PortalPage({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={NO_MOTION}>
      <PortalTheme>{children}</PortalTheme>
    </ConfigProvider>
  )
}
