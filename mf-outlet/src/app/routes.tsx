// The module the shell loads for `/outlet/*`: the outlet frame at once (it finds which outlet from the
// server), then each page with the antd it uses, themed; any other path goes back to the outlet home.
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { OutletFrame } from '../features/frame/OutletFrame.tsx'

const ThemedPages = lazy(() => import('@shop/shared/theme/portal'))
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'))
const OrdersPage = lazy(() => import('../features/orders/OrdersPage.tsx'))
const StockPage = lazy(() => import('../features/stock/StockPage.tsx'))
const StaffPage = lazy(() => import('../features/staff/StaffPage.tsx'))
const SettingsPage = lazy(() => import('../features/settings/SettingsPage.tsx'))

export default function OutletRoutes() {
  return (
    <Routes>
      <Route element={<OutletFrame />}>
        <Route element={<ThemedPages />}>
          <Route index element={<DashboardPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrdersPage />} />
          <Route path="stock" element={<StockPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<Navigate to="/outlet" replace />} />
        </Route>
      </Route>
    </Routes>
  )
}
