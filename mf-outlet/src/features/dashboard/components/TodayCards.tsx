// The four cards: Today's Orders, Today's Revenue, Pending Orders ("Requires attention": the outlet's
// orders in the pending status, whatever day they came in, the Order Status panel's Pending figure) and
// Average Order Value (today's).

import { formatMoney } from '@shop/shared/money'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { Card, Col, Row, Statistic } from 'antd'
import type { TodayStats } from '../api/dashboard.ts'

const CARDS = [
  { key: 'orders_today', title: "Today's Orders", money: false, note: null },
  { key: 'revenue_today', title: "Today's Revenue", money: true, note: null },
  { key: 'pending_orders', title: 'Pending Orders', money: false, note: 'Requires attention' },
  { key: 'average_order_value', title: 'Average Order Value', money: true, note: null },
] as const

interface Props {
  stats: TodayStats | undefined
  /** Orders pending now (pendingOrders): the panel's figure, not the view's pending-or-processing one. */
  pending: number | undefined
  loading: boolean
  error: boolean
  onRetry: () => void
}

export function TodayCards({ stats, pending, loading, error, onRetry }: Props) {
  if (error) {
    return <LoadFailed title="Failed to load dashboard data" onRetry={onRetry} />
  }
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card>
            <Statistic
              title={card.title}
              loading={loading}
              value={card.key === 'pending_orders' ? (pending ?? 0) : Number(stats?.[card.key] ?? 0)}
              formatter={(value) => (card.money ? formatMoney(Number(value)) : Number(value).toLocaleString('en-US'))}
            />
            {card.note && <p className="outlet-dashboard__note">{card.note}</p>}
          </Card>
        </Col>
      ))}
    </Row>
  )
}
