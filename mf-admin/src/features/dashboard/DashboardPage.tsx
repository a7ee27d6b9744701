// The admin dashboard (backoffice spec, "Admin dashboard"): shortcuts and the shop's figures, live.
import { useLiveTags } from '@shop/shared/api'
import { formatMoney } from '@shop/shared/money'
import { Alert, Button, Card, Col, Row, Space, Statistic, Typography } from 'antd'
import { useNavigate } from 'react-router'
import { dashboardApi, useDashboardSummaryQuery } from './api/dashboard.ts'

const FIGURES = [
  { key: 'total_revenue', title: 'Total Revenue', money: true },
  { key: 'total_orders', title: 'Total Orders', money: false },
  { key: 'total_customers', title: 'Total Customers', money: false },
  { key: 'average_order_value', title: 'Average Order Value', money: true },
] as const

export default function DashboardPage() {
  const navigate = useNavigate()
  const summary = useDashboardSummaryQuery()
  // Any order placed, paid or cancelled changes the figures.
  useLiveTags(dashboardApi.util.invalidateTags, { table: 'orders', tags: ['DashboardSummary'] })
  return (
    <div>
      <Typography.Title level={1}>Dashboard</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => navigate('/admin/orders')}>
          View Orders
        </Button>
        <Button onClick={() => navigate('/admin/products')}>Manage Products</Button>
      </Space>
      {summary.isError ? (
        <Alert
          type="error"
          showIcon
          message="Failed to load dashboard data"
          action={<Button onClick={() => summary.refetch()}>Retry</Button>}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {FIGURES.map((figure) => (
            <Col key={figure.key} xs={24} sm={12} xl={6}>
              <Card>
                <Statistic
                  title={figure.title}
                  loading={summary.isLoading}
                  value={summary.data?.[figure.key] ?? 0}
                  formatter={(value) =>
                    figure.money ? formatMoney(Number(value)) : Number(value).toLocaleString('en-US')
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  )
}
