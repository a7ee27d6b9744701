// The module the shell loads for `/admin/*` (backoffice spec, "App root routes"): the admin layout and
// its pages; any other path goes back to the admin home.
import { Navigate, Route, Routes } from 'react-router'
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx'
import { AdminLayout } from '../features/layout/AdminLayout.tsx'
import '../features/ui/slice.ts'

function Section({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  )
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
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
  )
}
