// The top-level routes (backoffice spec, "App root routes"): each area is a remote, loaded when first
// visited; /account/reset-password belongs to the shell.
import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { Layout } from '../features/layout/Layout.tsx'
import { PageSpinner } from '../features/layout/PageSpinner.tsx'
import { RemoteArea } from '../features/remotes/RemoteArea.tsx'

const ResetPasswordPage = lazy(() => import('../features/reset-password/ResetPasswordPage.tsx'))

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteArea key="admin" name="admin" />} />
      <Route path="/outlet/*" element={<RemoteArea key="outlet" name="outlet" />} />
      <Route path="/rider/*" element={<RemoteArea key="rider" name="rider" />} />
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
