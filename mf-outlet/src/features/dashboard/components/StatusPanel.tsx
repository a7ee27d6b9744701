// Order Status: this outlet's orders in each status of our one vocabulary, zeros included: those waiting
// (pending to picked up) whatever day they came in, delivered and cancelled today (statusPanelCounts).

import type { OrderStatus } from '@shop/shared/orders'
import { orderStatusColor, orderStatusLabel, statusTagStyle } from '@shop/shared/orders'
import { LoadFailed } from '@shop/shared/portal/load-failed'
import { Card, Skeleton, Tag } from 'antd'

interface Props {
  counts: { status: OrderStatus; orders: number }[] | undefined
  loading: boolean
  error: boolean
  onRetry: () => void
}

export function StatusPanel({ counts, loading, error, onRetry }: Props) {
  return (
    <Card title={<h2 className="outlet-dashboard__card-title">Order Status</h2>}>
      {error ? (
        <LoadFailed title="Failed to load statistics" onRetry={onRetry} />
      ) : loading ? (
        <Skeleton active />
      ) : (
        <>
          <p className="outlet-dashboard__note">Waiting now; delivered and cancelled today</p>
          <dl className="status-panel">
            {(counts ?? []).map((row) =>
              row.status ? (
                <div key={row.status} className="status-panel__row" data-testid={`status-${row.status}`}>
                  <dt>
                    <Tag style={statusTagStyle(orderStatusColor(row.status))}>
                      {orderStatusLabel(row.status, 'staff')}
                    </Tag>
                  </dt>
                  <dd>{row.orders ?? 0}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </>
      )}
    </Card>
  )
}
