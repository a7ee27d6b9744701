// The module the shell loads for `/rider/*` (backoffice spec, "Rider routes").
import { Navigate, Route, Routes, useParams } from 'react-router'
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx'
import '../features/ui/slice.ts'

function Section({ title }: { title: string }) {
  return (
    <main className="page">
      <h1>{title}</h1>
    </main>
  )
}

function OrderPage() {
  const { id = '' } = useParams()
  return <Section title={`Order #${id.slice(-6)}`} />
}

export default function RiderRoutes() {
  return (
    <Routes>
      <Route path="login" element={<Section title="Rider Portal" />} />
      <Route index element={<DashboardPage />} />
      <Route path="orders/:id" element={<OrderPage />} />
      <Route path="earnings" element={<Section title="Earnings" />} />
      <Route path="profile" element={<Section title="Profile" />} />
      <Route path="*" element={<Navigate to="/rider" replace />} />
    </Routes>
  )
}
