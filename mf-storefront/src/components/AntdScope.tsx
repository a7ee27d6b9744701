// The shop's antd theme around a piece of the storefront that uses antd. Those pieces load lazily, so
// antd stays off the first paint of the landing pages; this makes them themed wherever they render.
//
//   <AntdScope><Image.PreviewGroup ... /></AntdScope>
import { antdTheme } from '@shop/shared/theme'
import { ConfigProvider } from 'antd'
import type { ReactNode } from 'react'

export function AntdScope({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>
}
