// Recent Orders: the first five of today's orders, newest first — the order's number, the customer, the time in Kampala, the amount, the status in our one vocabulary and a
// link to the order.

import { formatMoney } from '@shop/shared/money'
import { orderStatusColor, orderStatusLabel, statusTagStyle } from '@shop/shared/orders'
import { orderNumber } from '@shop/shared/orders/order-number'
import { EmptyState } from '@shop/shared/portal/empty-state'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { kampalaShortDateTime } from '@shop/shared/time/kampala'
import { Card, Skeleton, Tag } from 'antd'
import { Link } from 'react-router'
import type { RecentOrder } from '../api/dashboard.ts'

interface Props {
  orders: RecentOrder[] | undefined
  loading: boolean
  error: boolean
  onRetry: () => void
}

function customerName(order: RecentOrder): string {
  const address = order.shipping_address as { full_name?: unknown } | null
  const fromAddress = typeof address?.full_name === 'string' ? address.full_name : null
  return order.customer?.full_name || fromAddress || 'Customer'
}

export function RecentOrders({ orders, loading, error, onRetry }: Props) {
  return (
    <Card title={<h2 className="outlet-dashboard__card-title">Recent Orders</h2>}>
      {error ? (
        <LoadFailed title="Failed to load orders" onRetry={onRetry} />
      ) : loading ? (
        <Skeleton active />
      ) : !orders?.length ? (
        <EmptyState title="No orders yet today" />
      ) : (
        <ul className="recent-orders" aria-label="Today's orders">
          {orders.map((order) => (
            <li key={order.id} className="recent-orders__row" data-testid="recent-order">
              <div className="recent-orders__main">
                <strong>{orderNumber(order.number)}</strong>
                <span>{customerName(order)}</span>
                <span className="recent-orders__time">{kampalaShortDateTime(order.created_at)}</span>
              </div>
              <div className="recent-orders__side">
                <span>{formatMoney(Number(order.total_amount))}</span>
                <Tag style={statusTagStyle(orderStatusColor(order.status))}>
                  {orderStatusLabel(order.status, 'staff')}
                </Tag>
                <Link to={`/outlet/orders/${order.id}`} aria-label={`View Details of ${orderNumber(order.number)}`}>
                  View Details
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
