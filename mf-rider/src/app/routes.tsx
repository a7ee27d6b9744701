// The module the shell loads for `/rider/*`: the login page on its own (public, with the install
// prompt at its end), every other page in the rider app's frame. Pages are lazy; the rider app uses
// no antd (its few controls are plain HTML for cheap phones on slow networks). Loading it links the
// app's manifest and registers its service worker.
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { InstallPromptSlot } from '../features/install/components/InstallPromptSlot.tsx'
import { RiderFrame } from './frame/RiderFrame.tsx'
import { startPwa } from './pwa/register.ts'
import '../lib/ui/slice.ts'

const pages = {
  // Named: their first paint's build preloads them with the page's HTML (app/prerender.tsx).
  login: () => import(/* webpackChunkName: "rider-login" */ '../features/login/LoginPage.tsx'),
  dashboard: () => import(/* webpackChunkName: "rider-dashboard" */ '../features/dashboard/DashboardPage.tsx'),
  order: () => import('../features/order/OrderPage.tsx'),
  earnings: () => import('../features/earnings/EarningsPage.tsx'),
  profile: () => import('../features/profile/ProfilePage.tsx'),
}
const LoginPage = lazy(pages.login)
const DashboardPage = lazy(pages.dashboard)
const OrderPage = lazy(pages.order)
const EarningsPage = lazy(pages.earnings)
const ProfilePage = lazy(pages.profile)

// Every page's code is loaded once the app is idle, so the rider can move to any page after losing the
// connection; the service worker keeps every page's files (its manifest lists them) for a reload offline.
startPwa(() => {
  for (const load of Object.values(pages)) void load().catch(() => undefined)
})

export default function RiderRoutes() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <LoginPage>
            <InstallPromptSlot />
          </LoginPage>
        }
      />
      <Route element={<RiderFrame />}>
        <Route index element={<DashboardPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="earnings" element={<EarningsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<Navigate to="/rider" replace />} />
      </Route>
    </Routes>
  )
}
