import { Button, Space } from 'antd'
import { useNavigate } from 'react-router'

export function DashboardPage() {
  const navigate = useNavigate()
  return (
    <main>
      <h1>Dashboard</h1>
      <Space wrap>
        <Button type="primary" onClick={() => navigate('/admin/orders')}>
          View Orders
        </Button>
        <Button onClick={() => navigate('/admin/products')}>Manage Products</Button>
      </Space>
    </main>
  )
}
