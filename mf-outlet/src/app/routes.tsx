// The module the shell loads for `/outlet/*` (backoffice spec, "App root routes"): the outlet frame and
// its pages, in antd with the shop's theme; any other path goes back to the outlet home.
import { PortalTheme } from '@shop/shared/theme/portal'
import { Navigate, Route, Routes } from 'react-router-dom'
import { OutletFrame } from '../features/frame/OutletFrame.tsx'
import '../features/ui/slice.ts'

function Section({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
    </div>
  )
}

export default function OutletRoutes() {
  return (
    <PortalTheme>
      <Routes>
        <Route element={<OutletFrame />}>
          <Route index element={<Section title="Outlet Dashboard" />} />
          <Route path="orders" element={<Section title="Orders" />} />
          <Route path="orders/:id" element={<Section title="Order Details" />} />
          <Route path="staff" element={<Section title="Staff Management" />} />
          <Route path="settings" element={<Section title="Outlet Settings" />} />
          <Route path="*" element={<Navigate to="/outlet" replace />} />
        </Route>
      </Routes>
    </PortalTheme>
  )
}
