// The module the shell loads for `/rider/*` (backoffice spec, "Rider routes"): the login page on its
// own, every other page in the rider app's frame; pages that use antd get it themed, lazily.
import { lazy } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router'
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx'
import { RiderFrame } from '../features/frame/RiderFrame.tsx'
import '../features/ui/slice.ts'

function Section({ title }: { title: string }) {
  return (
    <div>
      <h1>{title}</h1>
    </div>
  )
}

function OrderPage() {
  const { id = '' } = useParams()
  return <Section title={`Order #${id.slice(-6)}`} />
}

const ThemedPages = lazy(() => import('@shop/shared/theme/portal'))

export default function RiderRoutes() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <main>
            <h1>Rider Portal</h1>
          </main>
        }
      />
      <Route element={<RiderFrame />}>
        <Route element={<ThemedPages />}>
          <Route index element={<DashboardPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="earnings" element={<Section title="Earnings" />} />
          <Route path="profile" element={<Section title="Profile" />} />
          <Route path="*" element={<Navigate to="/rider" replace />} />
        </Route>
      </Route>
    </Routes>
  )
}
