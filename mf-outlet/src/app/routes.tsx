// The module the shell loads for `/outlet/*` (backoffice spec, "App root routes").
import { Navigate, Route, Routes } from 'react-router'
import { OutletLayout } from '../features/layout/OutletLayout.tsx'
import '../features/ui/slice.ts'

function Section({ title }: { title: string }) {
  return <h1>{title}</h1>
}

export default function OutletRoutes() {
  return (
    <Routes>
      <Route element={<OutletLayout />}>
        <Route index element={<Section title="Outlet Dashboard" />} />
        <Route path="orders" element={<Section title="Orders" />} />
        <Route path="orders/:id" element={<Section title="Order Details" />} />
        <Route path="staff" element={<Section title="Staff Management" />} />
        <Route path="settings" element={<Section title="Outlet Settings" />} />
        <Route path="*" element={<Navigate to="/outlet" replace />} />
      </Route>
    </Routes>
  )
}
