// One order in full: items, customer, delivery address on a map, payment and timeline, with the status
// changes the portal may make, each confirmed first, and its packing ticket and receipt to print. While
// the order is picked up, the map shows the rider too (live, delivery_positions), with the estimate in
// words.

import { refusalMessage } from '@shop/shared/errors'
import { formatMoney } from '@shop/shared/money'
import {
  orderStatusColor,
  orderStatusLabel,
  paymentStatusColor,
  paymentStatusLabel,
  statusTagStyle,
} from '@shop/shared/orders'
import { toast } from '@shop/shared/toast'
import { Alert, App, Button, Descriptions, Input, Modal, Skeleton, Space, Table, Tag, Timeline, Typography } from 'antd'
import { lazy, Suspense, useMemo, useState } from 'react'
import { isUuid } from '../ids/uuid.ts'
import type { MapMarker } from '../map/PointMap.tsx'
import { declineText } from '../orders/decline-reasons.ts'
import { orderNumber } from '../orders/order-number.ts'
import { LoadFailed } from '../portal/LoadFailed.tsx'
import { ScrollRegion } from '../portal/ScrollRegion.tsx'
import { PrintActions } from '../print/PrintActions.tsx'
import { kampalaDateTime } from '../time/kampala.ts'
import { arrivalText } from '../tracking/arrival-estimate.ts'
import { lastUpdatedText } from '../tracking/last-updated.ts'
import { type DeliveryPosition, useDeliveryPosition } from '../tracking/use-delivery-position.ts'
import { AssignRiderModal } from './AssignRiderModal.tsx'
import { awaitingPayment, type OrderAction, type OrdersPortal, orderActions } from './actions.ts'
import { type OrderDetail, ordersScreenApi } from './api.ts'
import { assignmentSteps, type TimelineStep } from './assignment-steps.ts'
import { DeliveryPhoto } from './DeliveryPhoto.tsx'
import { declinedText, declinesNewestFirst } from './declines.ts'
import { codeState, completedWith } from './delivery-proof.ts'

const PointMap = lazy(() => import('@shop/shared/map/point-map'))

interface Props {
  portal: OrdersPortal
  /** Whether the viewer may assign riders (admins; the outlet's managers). */
  assignsRiders?: boolean
  orderId: string
  onClose(): void
}

const words = (value: string) => value.replaceAll('_', ' ')

function timeline(order: OrderDetail) {
  // Each rider the order was given and each who declined it, in the order they happened (a decline
  // clears the assignment; an assignment not yet made comes last, "Not yet").
  const declines = order.declines.map((decline) => ({
    label: `Declined by ${decline.rider_name}`,
    at: decline.declined_at,
    note: declineText(decline),
  }))
  const riders = [...assignmentSteps(order), ...declines].sort(
    (a, b) =>
      (a.at ? Date.parse(a.at) : Number.POSITIVE_INFINITY) - (b.at ? Date.parse(b.at) : Number.POSITIVE_INFINITY),
  )
  const steps: TimelineStep[] = [
    { label: 'Order Placed', at: order.created_at },
    ...riders,
    {
      label: 'Order Picked Up',
      at: order.picked_up_at,
      note: order.picked_up_at && order.handed_over_by ? 'handed over at the outlet' : null,
    },
    { label: 'Delivered', at: order.delivered_at },
  ]
  if (order.cancelled_at) steps.push({ label: 'Cancelled', at: order.cancelled_at })
  return steps.map((step, index) => ({
    key: `${index}-${step.label}`,
    color: step.at
      ? step.label === 'Cancelled'
        ? 'red'
        : step.label.startsWith('Declined')
          ? 'orange'
          : 'green'
      : 'gray',
    content: (
      <span>
        <strong>{step.label}</strong> — {step.at ? kampalaDateTime(step.at) : 'Not yet'}
        {step.note ? ` (${step.note})` : ''}
        {step.label === 'Cancelled' && order.cancellation_reason ? ` (${order.cancellation_reason})` : ''}
      </span>
    ),
  }))
}

/** What the map shows, in words. */
function mapLabel(outlet: boolean, rider: boolean): string {
  const parts = [
    'the delivery point (red)',
    ...(outlet ? ['the outlet (blue)'] : []),
    ...(rider ? ['the rider (green)'] : []),
  ]
  if (parts.length === 1) return 'Map: the delivery point'
  return `Map: ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/**
 * The delivery point, the outlet and, while picked up, the rider. The markers are a new list only when a
 * point moves: the map redraws its features (and refits) whenever it gets a new list.
 */
function OrderMap({ order, rider }: { order: OrderDetail; rider: DeliveryPosition | null }) {
  const outletLat = order.outlet?.latitude ?? null
  const outletLng = order.outlet?.longitude ?? null
  const riderLat = rider?.latitude ?? null
  const riderLng = rider?.longitude ?? null
  const markers = useMemo<MapMarker[]>(
    () => [
      { lat: order.delivery_latitude, lng: order.delivery_longitude, kind: 'primary' },
      ...(outletLat != null && outletLng != null
        ? [{ lat: outletLat, lng: outletLng, kind: 'secondary' as const }]
        : []),
      ...(riderLat != null && riderLng != null ? [{ lat: riderLat, lng: riderLng, kind: 'rider' as const }] : []),
    ],
    [order.delivery_latitude, order.delivery_longitude, outletLat, outletLng, riderLat, riderLng],
  )
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 240 }} />}>
      <PointMap
        label={mapLabel(outletLat != null, rider !== null)}
        height={240}
        markers={markers}
        fit={rider !== null}
        zoom={13}
      />
    </Suspense>
  )
}

export function OrderDetailModal({ portal, assignsRiders, orderId, onClose }: Props) {
  // An id that is no order id (a mistyped or cut link) is no order: it is not asked for.
  const wellFormed = isUuid(orderId)
  const detail = ordersScreenApi.useOrderDetailQuery(orderId, { skip: !wellFormed })
  const [markProcessing, processing] = ordersScreenApi.useMarkOrderProcessingMutation()
  const [cancelOrder, cancelling] = ordersScreenApi.useCancelOrderMutation()
  const [handToRider, handing] = ordersScreenApi.useHandToRiderMutation()
  const [assigning, setAssigning] = useState(false)
  const { modal } = App.useApp()
  const order = detail.data
  const { position } = useDeliveryPosition(orderId, order?.status === 'picked_up')

  const failed = (error: unknown, fallback: string) => {
    const refusal = refusalMessage(error, fallback)
    toast.error(refusal.hint ? `${refusal.message}. ${refusal.hint}` : refusal.message)
  }

  const confirmProcessing = (current: OrderDetail) =>
    modal.confirm({
      title: `Start preparing ${orderNumber(current.number)}?`,
      content: 'The order moves to Processing and the customer sees it is being prepared.',
      okText: 'Start preparing',
      onOk: async () => {
        const result = await markProcessing(current.id)
        if ('error' in result) failed(result.error, 'Failed to update order status')
        else toast.success('Order status updated')
      },
    })

  const riderName = (current: OrderDetail) => current.rider?.full_name ?? 'the rider'

  const confirmHandover = (current: OrderDetail) =>
    modal.confirm({
      title: `Hand ${orderNumber(current.number)} to ${riderName(current)}?`,
      content: `Only once ${riderName(current)} has collected it at the counter. The order moves to Picked up and the customer sees it is out for delivery.`,
      okText: 'Hand over',
      cancelText: 'Not yet',
      onOk: async () => {
        const result = await handToRider(current.id)
        if ('error' in result) failed(result.error, 'Failed to update order status')
        else toast.success('Order status updated')
      },
    })

  const confirmCancel = (current: OrderDetail) => {
    let reason = ''
    modal.confirm({
      title: `Cancel ${orderNumber(current.number)}?`,
      content: (
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>
            The stock goes back to the shelf
            {current.payment_status === 'paid' ? ' and the admins are told a refund is due' : ''}. This cannot be
            undone.
          </span>
          <Input.TextArea
            aria-label="Reason (optional)"
            placeholder="Reason (optional)"
            maxLength={500}
            onChange={(event) => {
              reason = event.target.value
            }}
          />
        </Space>
      ),
      okText: 'Cancel order',
      okButtonProps: { danger: true },
      cancelText: 'Keep order',
      onOk: async () => {
        const result = await cancelOrder({ orderId: current.id, reason: reason.trim() || null })
        if ('error' in result) failed(result.error, 'Failed to update order status')
        else toast.success('Order status updated')
      },
    })
  }

  const actionButton = (action: OrderAction, current: OrderDetail) => {
    switch (action) {
      case 'mark_processing':
        return (
          <Button key={action} type="primary" loading={processing.isLoading} onClick={() => confirmProcessing(current)}>
            Start preparing
          </Button>
        )
      case 'hand_to_rider':
        return (
          <Button key={action} type="primary" loading={handing.isLoading} onClick={() => confirmHandover(current)}>
            {current.rider ? `Hand to rider ${current.rider.full_name}` : 'Hand to rider'}
          </Button>
        )
      case 'assign_rider':
        return (
          <Button key={action} onClick={() => setAssigning(true)}>
            {current.rider ? 'Reassign rider' : 'Assign rider'}
          </Button>
        )
      case 'cancel':
        return (
          <Button key={action} danger loading={cancelling.isLoading} onClick={() => confirmCancel(current)}>
            Cancel order
          </Button>
        )
    }
  }

  const address = order?.shipping_address
  // Where the rider is, while the order is on the road and their phone shares it.
  const riderPosition = order?.status === 'picked_up' ? position : null
  const actions = order ? orderActions(portal, order, assignsRiders) : []
  const lastDecline = order ? declinesNewestFirst(order.declines)[0] : undefined
  return (
    <Modal
      open
      title={order ? orderNumber(order.number) : 'Order details'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={760}
      destroyOnHidden
    >
      {!wellFormed || (detail.error && 'status' in detail.error && detail.error.code === 'PGRST116') ? (
        <Alert
          type="warning"
          showIcon
          title="Order not found"
          description="Check the order number, or find it in the list."
        />
      ) : detail.isError ? (
        <LoadFailed title="Failed to load order details" onRetry={() => detail.refetch()} />
      ) : !order ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="order-detail">
          <Space wrap>
            <Tag style={statusTagStyle(orderStatusColor(order.status))}>{orderStatusLabel(order.status, 'staff')}</Tag>
            <Tag style={statusTagStyle(paymentStatusColor(order.payment_status))}>
              Payment: {paymentStatusLabel(order.payment_status)}
            </Tag>
            <Typography.Text type="secondary">Placed {kampalaDateTime(order.created_at)}</Typography.Text>
          </Space>
          {!order.rider_id && lastDecline && (order.status === 'pending' || order.status === 'processing') ? (
            <Alert
              className="order-detail__section"
              type="warning"
              showIcon
              title={`${lastDecline.rider_name} declined this order`}
              description={`${declinedText(lastDecline)}. ${
                portal === 'admin' ? 'Assign another rider.' : 'It waits for an admin to assign another rider.'
              }`}
            />
          ) : null}
          {order.status === 'pending' && awaitingPayment(order) ? (
            <Alert className="order-detail__section" type="warning" showIcon title="This order is awaiting payment" />
          ) : null}
          {actions.length ? (
            <Space wrap className="order-detail__actions">
              {actions.map((action) => actionButton(action, order))}
            </Space>
          ) : null}
          <PrintActions order={order} />

          <Typography.Title level={2} className="order-detail__section" style={{ fontSize: 18 }}>
            Items
          </Typography.Title>
          <ScrollRegion label="Items">
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={order.items}
              columns={[
                { title: 'Product', dataIndex: 'product_name' },
                { title: 'Qty', dataIndex: 'quantity', align: 'right' },
                {
                  title: 'Price',
                  dataIndex: 'price',
                  align: 'right',
                  render: (value: number) => formatMoney(Number(value)),
                },
                {
                  title: 'Total',
                  dataIndex: 'line_total',
                  align: 'right',
                  render: (value: number) => formatMoney(Number(value)),
                },
              ]}
            />
          </ScrollRegion>
          <Descriptions size="small" column={1} className="order-detail__section" bordered>
            <Descriptions.Item label="Subtotal">{formatMoney(Number(order.subtotal))}</Descriptions.Item>
            {Number(order.discount_amount) > 0 ? (
              <Descriptions.Item label={`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`}>
                −{formatMoney(Number(order.discount_amount))}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Delivery fee">{formatMoney(Number(order.delivery_fee))}</Descriptions.Item>
            <Descriptions.Item label="Total">
              <strong>{formatMoney(Number(order.total_amount))}</strong>
            </Descriptions.Item>
          </Descriptions>

          <Typography.Title level={2} className="order-detail__section" style={{ fontSize: 18 }}>
            Customer and delivery
          </Typography.Title>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Customer">
              {address?.full_name ?? order.customer?.full_name ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Phone">
              {address?.phone ? <a href={`tel:${address.phone}`}>{address.phone}</a> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="E-mail">{address?.email ?? order.customer?.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Address">
              {[address?.street, address?.city, address?.country].filter(Boolean).join(', ') || '—'}
            </Descriptions.Item>
            {order.delivery_instructions ? (
              <Descriptions.Item label="Instructions">{order.delivery_instructions}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Outlet">{order.outlet?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Rider">
              {order.rider
                ? `${order.rider.full_name}${order.rider.phone ? ` (${order.rider.phone})` : ''}`
                : 'Not assigned'}
            </Descriptions.Item>
            {completedWith(order) ? (
              <Descriptions.Item label="Completed with">{completedWith(order)}</Descriptions.Item>
            ) : null}
            {codeState(order) ? <Descriptions.Item label="Delivery code">{codeState(order)}</Descriptions.Item> : null}
            {riderPosition ? (
              <Descriptions.Item label="On the way">
                {arrivalText(
                  { lat: riderPosition.latitude, lng: riderPosition.longitude },
                  { lat: order.delivery_latitude, lng: order.delivery_longitude },
                  riderPosition.vehicle_type,
                )}{' '}
                · {lastUpdatedText(riderPosition.recorded_at)}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div className="order-detail__section">
            <OrderMap order={order} rider={riderPosition} />
          </div>

          <Typography.Title level={2} className="order-detail__section" style={{ fontSize: 18 }}>
            Payment
          </Typography.Title>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Method">{words(order.payment_method)}</Descriptions.Item>
            <Descriptions.Item label="Status">{paymentStatusLabel(order.payment_status)}</Descriptions.Item>
            {order.payments.map((payment) => (
              <Descriptions.Item key={payment.id} label={`Attempt ${kampalaDateTime(payment.created_at)}`}>
                {formatMoney(Number(payment.amount))} via {payment.provider}: {paymentStatusLabel(payment.status)}
                {payment.confirmation_code ? ` (${payment.confirmation_code})` : ''}
              </Descriptions.Item>
            ))}
          </Descriptions>

          <Typography.Title level={2} className="order-detail__section" style={{ fontSize: 18 }}>
            Timeline
          </Typography.Title>
          <Timeline items={timeline(order)} />
          <DeliveryPhoto order={order} />
          {assigning ? <AssignRiderModal portal={portal} order={order} onClose={() => setAssigning(false)} /> : null}
        </div>
      )}
    </Modal>
  )
}
