// The module the shell loads for `/outlet/*` (backoffice spec, "App root routes"): the outlet frame at
// once, then each page with the antd it uses, themed; any other path goes back to the outlet home.
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { OutletFrame } from '../features/frame/OutletFrame.tsx'

const ThemedPages = lazy(() => import('@shop/shared/theme/portal'))

function Section({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
    </div>
  )
}

export default function OutletRoutes() {
  return (
    <Routes>
      <Route element={<OutletFrame />}>
        <Route element={<ThemedPages />}>
          <Route index element={<Section title="Outlet Dashboard" />} />
          <Route path="orders" element={<Section title="Orders" />} />
          <Route path="orders/:id" element={<Section title="Order Details" />} />
          <Route path="staff" element={<Section title="Staff Management" />} />
          <Route path="settings" element={<Section title="Outlet Settings" />} />
          <Route path="*" element={<Navigate to="/outlet" replace />} />
        </Route>
      </Route>
    </Routes>
  )
}
