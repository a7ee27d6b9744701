// The small host a remote runs in on its own (its dev server, or its dist/ served alone): the same store,
// router and sign-in state the shell gives it, so a team can work on one area without the others. A
// back-office portal is guarded as in the shell; where the shell would send the visitor out of the
// portal, its own host offers a sign-in form instead.

import { selectAuthError, selectAuthStatus, selectIdentities } from '@shop/shared/auth'
import { type Portal, portalAccess } from '@shop/shared/auth/portal-access'
import { startAuth } from '@shop/shared/auth/session'
import { loadRuntimeConfig } from '@shop/shared/config'
import { createAppStore } from '@shop/shared/store'
import { useAppSelector } from '@shop/shared/store/hooks'
import { Toasts } from '@shop/shared/toast'
import type { ComponentType, ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router'
import { DemoSignIn } from './DemoSignIn.tsx'

function StandaloneGuard({ portal, basePath, children }: { portal: Portal; basePath: string; children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus)
  const error = useAppSelector(selectAuthError)
  const identities = useAppSelector(selectIdentities)
  const { pathname } = useLocation()
  if (status === 'initialising') return <p role="status">Signing you in…</p>
  if (status === 'error') return <p role="alert">{error}</p>
  const access = portalAccess(portal, identities, pathname)
  if (access.allowed) return children
  if (access.redirectTo.startsWith(basePath)) return <Navigate to={access.redirectTo} replace />
  const signedInAs = identities.user?.email ?? identities.rider?.email ?? null
  return <DemoSignIn portal={portal} signedInAs={signedInAs} />
}

/** Mounts `AreaRoutes` at `basePath` (e.g. `/admin`) into #root; `portal` guards it as the shell does. */
export async function mountStandalone(basePath: string, AreaRoutes: ComponentType, portal?: Portal): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  await loadRuntimeConfig()
  const store = createAppStore()
  startAuth(store)
  const areaPath = basePath === '/' ? '/*' : `${basePath}/*`
  const area = portal ? (
    <StandaloneGuard portal={portal} basePath={basePath}>
      <AreaRoutes />
    </StandaloneGuard>
  ) : (
    <AreaRoutes />
  )
  createRoot(root).render(
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path={areaPath} element={area} />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Routes>
        <Toasts />
      </BrowserRouter>
    </Provider>,
  )
}
