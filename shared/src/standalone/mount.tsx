// The small host a remote runs in on its own (its dev server, or its dist/ served alone): the same
// store, router and antd theme the shell gives it, so a team can work on one area without the others.

import { identitiesCleared } from '@shop/shared/auth'
import { loadRuntimeConfig } from '@shop/shared/config'
import { createAppStore } from '@shop/shared/store'
import { antdTheme } from '@shop/shared/theme'
import { Toasts } from '@shop/shared/toast'
import { ConfigProvider } from 'antd'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'

/** Mounts `AreaRoutes` at `basePath` (e.g. `/admin`) into #root. */
export async function mountStandalone(basePath: string, AreaRoutes: ComponentType): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  await loadRuntimeConfig()
  const store = createAppStore()
  store.dispatch(identitiesCleared())
  const areaPath = basePath === '/' ? '/*' : `${basePath}/*`
  createRoot(root).render(
    <Provider store={store}>
      <BrowserRouter>
        <ConfigProvider theme={antdTheme}>
          <Routes>
            <Route path={areaPath} element={<AreaRoutes />} />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
          <Toasts />
        </ConfigProvider>
      </BrowserRouter>
    </Provider>,
  )
}
