// The top-level routes: each area is a remote, loaded when first visited; /account/reset-password
// belongs to the shell. The back-office portals are guarded and bring their own frame; the
// storefront's navigation and footer (Layout) are the storefront's alone.
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { PortalGuard } from '../features/guards/PortalGuard.tsx'
import { Layout } from '../features/layout/Layout.tsx'
import { PageSpinner } from '../features/layout/PageSpinner.tsx'
import { RemoteArea } from '../features/remotes/RemoteArea.tsx'

const PORTALS = ['admin', 'outlet', 'rider'] as const

const ResetPasswordPage = lazy(() => import('../features/reset-password/ResetPasswordPage.tsx'))

export function AppRoutes() {
  return (
    <Routes>
      {PORTALS.map((portal) => (
        <Route
          key={portal}
          path={`/${portal}/*`}
          element={
            <PortalGuard portal={portal}>
              <RemoteArea key={portal} name={portal} />
            </PortalGuard>
          }
        />
      ))}
      <Route element={<Layout />}>
        <Route
          path="/account/reset-password"
          element={
            <Suspense fallback={<PageSpinner />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route path="/*" element={<RemoteArea key="storefront" name="storefront" />} />
      </Route>
    </Routes>
  )
}
