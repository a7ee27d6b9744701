// The admin dashboard: shortcuts, the shop's figures, the revenue of the last 7 days, alerts and best
// sellers — every figure read from the database, live on new orders.

import { useLiveTags } from '@shop/shared/api'
import { formatMoney } from '@shop/shared/money'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { Button, Card, Col, List, Row, Skeleton, Space, Statistic, Typography } from 'antd'
import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { BarChart } from '../../components/charts/BarChart.tsx'
import {
  DASHBOARD_LOW_STOCK_BELOW,
  dashboardApi,
  useDashboardSummaryQuery,
  useLowStockQuery,
  useRevenueTrendQuery,
  useTopProductsQuery,
} from './api/dashboard.ts'
import { formatCount as count, FIGURE_PENDING, FIGURES, formatFigure } from './figures.ts'
import { dayLabel } from './trend-labels.ts'

/** A panel's failure: what could not be loaded and a way to try again. */
function Failed({ retry }: { retry: () => void }) {
  return (
    <LoadFailed
      title="Failed to load dashboard data"
      description="Check your connection and try again."
      onRetry={retry}
    />
  )
}

function Panel<T>({
  query,
  children,
}: {
  query: { data?: T; isLoading: boolean; isError: boolean; refetch: () => unknown }
  children: (data: T) => ReactNode
}) {
  if (query.isError) return <Failed retry={() => void query.refetch()} />
  if (query.isLoading || query.data === undefined) return <Skeleton active />
  return <>{children(query.data)}</>
}

export default function DashboardPage() {
  const navigate = useNavigate()
  const summary = useDashboardSummaryQuery()
  const trend = useRevenueTrendQuery()
  const top = useTopProductsQuery()
  const lowStock = useLowStockQuery()
  // Any order placed, paid or cancelled changes the figures, the trend, the best sellers and the stock.
  useLiveTags(dashboardApi.util.invalidateTags, { table: 'orders', tags: ['Dashboard'] })
  return (
    // Busy until the figures are in: the first paint (app/first-paint) stays on screen until then.
    <div
      className="admin-page admin-dashboard"
      aria-busy={summary.isLoading}
      // Up for the shell's hand-off from the first paint (the figures it showed are here too).
      data-page={summary.isLoading ? undefined : 'admin-dashboard'}
    >
      <Typography.Title level={1}>Dashboard</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => navigate('/admin/orders')}>
          View Orders
        </Button>
        <Button onClick={() => navigate('/admin/products')}>Manage Products</Button>
      </Space>
      {summary.isError ? (
        <Failed retry={() => void summary.refetch()} />
      ) : (
        <Row gutter={[16, 16]}>
          {FIGURES.map((figure) => (
            <Col key={figure.key} xs={24} sm={12} xl={6} data-figure={figure.key}>
              <Card>
                <Statistic
                  title={figure.title}
                  value={summary.data?.[figure.key] ?? 0}
                  formatter={() =>
                    summary.data ? (
                      formatFigure(figure, summary.data[figure.key])
                    ) : (
                      <span className="admin-figure-pending">{FIGURE_PENDING}</span>
                    )
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card title={<h2 className="admin-card-title">Revenue Trend</h2>}>
            <Panel query={trend}>
              {(days) => (
                <BarChart
                  title="Revenue for the last 7 days"
                  data={days.map((d) => ({ label: dayLabel(d.day ?? ''), value: Number(d.revenue ?? 0) }))}
                  format={formatMoney}
                  columns={['Day', 'Revenue']}
                />
              )}
            </Panel>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={<h2 className="admin-card-title">Alerts</h2>}>
            <Panel query={lowStock}>
              {(low) => (
                <section aria-labelledby="alerts-low-stock">
                  <h3 id="alerts-low-stock" className="admin-subtitle">
                    Low Stock Products: {count(low.total)}
                  </h3>
                  {low.total === 0 ? (
                    <p>Every product has {DASHBOARD_LOW_STOCK_BELOW} or more in stock.</p>
                  ) : (
                    <ul className="admin-plain-list">
                      {low.rows.map((p) => (
                        <li key={p.id}>
                          {p.name}: {count(p.stock)} left
                        </li>
                      ))}
                    </ul>
                  )}
                  <Link to="/admin/products/inventory">Restock in Inventory</Link>
                </section>
              )}
            </Panel>
            <Panel query={summary}>
              {(s) => (
                <section aria-labelledby="alerts-new-orders" style={{ marginTop: 16 }}>
                  <h3 id="alerts-new-orders" className="admin-subtitle">
                    New Orders: {count(s.pending_orders ?? 0)}
                  </h3>
                  <p>{(s.pending_orders ?? 0) === 0 ? 'No orders are waiting.' : 'Waiting to be processed.'}</p>
                </section>
              )}
            </Panel>
          </Card>
        </Col>
      </Row>
      <Card title={<h2 className="admin-card-title">Top Products</h2>} style={{ marginTop: 16 }}>
        <Panel query={top}>
          {(products) =>
            products.length === 0 ? (
              <EmptyState title="No products sold yet" />
            ) : (
              <List
                dataSource={products}
                renderItem={(p, index) => (
                  <List.Item key={p.product_id ?? index} extra={<span>{count(p.units_sold ?? 0)} units sold</span>}>
                    <span>
                      {index + 1}. {p.name}
                    </span>
                  </List.Item>
                )}
              />
            )
          }
        </Panel>
      </Card>
    </div>
  )
}
