// antd's ConfigProvider with the one theme, around every area. Loaded together with the area's remote,
// so antd is not on the path to the shell's first paint.

import { antdTheme } from '@shop/shared/theme'
import { ConfigProvider } from 'antd'
import type { ReactNode } from 'react'

export default function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>
}
