// The module the shell loads for `/admin/*` (backoffice spec, "App root routes"): the admin frame and
// its pages, in antd with the shop's theme; any other path goes back to the admin home.
import { PortalTheme } from '@shop/shared/theme/portal'
import { Navigate, Route, Routes } from 'react-router-dom'
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx'
import { AdminFrame } from '../features/frame/AdminFrame.tsx'
import '../features/ui/slice.ts'

function Section({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
    </div>
  )
}

export default function AdminRoutes() {
  return (
    <PortalTheme>
      <Routes>
        <Route element={<AdminFrame />}>
          <Route index element={<DashboardPage />} />
          <Route path="products" element={<Section title="Products" />} />
          <Route path="products/categories" element={<Section title="Categories" />} />
          <Route path="orders" element={<Section title="Orders" />} />
          <Route path="employees" element={<Section title="Employees" />} />
          <Route path="outlets" element={<Section title="Outlets" />} />
          <Route path="delivery/riders" element={<Section title="Delivery Riders" />} />
          <Route path="subscriptions" element={<Section title="Subscriptions" />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Routes>
    </PortalTheme>
  )
}
