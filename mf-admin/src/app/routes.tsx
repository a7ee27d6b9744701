// The module the shell loads for `/admin/*` (backoffice spec, "App root routes"): the admin frame at
// once, then each page with the antd it uses, themed; any other path goes back to the admin home.
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { AdminFrame } from '../features/frame/AdminFrame.tsx'

const ThemedPages = lazy(() => import('@shop/shared/theme/portal'))
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'))
const OrdersPage = lazy(() => import('../features/orders/OrdersPage.tsx'))
const RidersPage = lazy(() => import('../features/riders/RidersPage.tsx'))

function Section({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
    </div>
  )
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminFrame />}>
        <Route element={<ThemedPages />}>
          <Route index element={<DashboardPage />} />
          <Route path="products" element={<Section title="Products" />} />
          <Route path="products/categories" element={<Section title="Categories" />} />
          <Route path="orders" element={<OrdersPage view="all" />} />
          <Route path="orders/pending" element={<OrdersPage view="pending" />} />
          <Route path="orders/processing" element={<OrdersPage view="processing" />} />
          <Route path="employees" element={<Section title="Employees" />} />
          <Route path="outlets" element={<Section title="Outlets" />} />
          <Route path="delivery/riders" element={<RidersPage />} />
          <Route path="subscriptions" element={<Section title="Subscriptions" />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Route>
    </Routes>
  )
}
