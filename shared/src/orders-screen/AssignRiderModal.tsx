// Choosing the rider for an order: active riders who are online, nearest to the order's outlet first
// (`assignable_riders`: by their latest delivery point, and the line says so), then `assign_rider`. An
// outlet's manager is told only of their own outlet's deliveries, and the line says that too. A rider
// who declined the order says so on their line, and choosing them asks to assign them anyway: the same
// order never goes back to them without the one assigning seeing why they turned it down.

import { refusalMessage } from '@shop/shared/errors'
import { toast } from '@shop/shared/toast'
import { Alert, Modal, Radio, Skeleton, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { orderNumber } from '../orders/order-number.ts'
import { EmptyState } from '../portal/EmptyState.tsx'
import { LoadFailed } from '../portal/LoadFailed.tsx'
import type { OrdersPortal } from './actions.ts'
import { type OrderDetail, ordersScreenApi } from './api.ts'
import { declinedText, latestDeclineByRider } from './declines.ts'
import { riderDeliveriesText, riderDistanceText } from './rider-distance.ts'

interface Props {
  portal: OrdersPortal
  order: Pick<OrderDetail, 'id' | 'number' | 'rider_id' | 'declines'>
  onClose(): void
}

export function AssignRiderModal({ portal, order, onClose }: Props) {
  const riders = ordersScreenApi.useAssignableRidersQuery(order.id, { refetchOnMountOrArgChange: true })
  const [assignRider, assigning] = ordersScreenApi.useAssignRiderMutation()
  const [chosen, setChosen] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const submit = async () => {
    if (!chosen) return
    setError(null)
    const result = await assignRider({ orderId: order.id, riderId: chosen })
    if ('error' in result) {
      const refusal = refusalMessage(result.error, 'Failed to assign rider')
      setError(refusal.hint ? `${refusal.message}. ${refusal.hint}` : refusal.message)
      toast.error('Failed to assign rider')
      riders.refetch()
      return
    }
    toast.success('Rider assigned successfully')
    onClose()
  }

  const choices = (riders.data ?? []).filter((rider) => rider.id !== order.rider_id)
  const declinedBy = latestDeclineByRider(order.declines)
  const chosenDecline = chosen ? declinedBy.get(chosen) : undefined
  return (
    <Modal
      open
      className="assign-rider"
      title={`Assign a rider to ${orderNumber(order.number)}`}
      onCancel={onClose}
      okText={chosenDecline ? 'Assign anyway' : 'Assign rider'}
      okButtonProps={{ disabled: !chosen, loading: assigning.isLoading }}
      onOk={submit}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      {chosenDecline ? (
        <Alert
          type="warning"
          showIcon
          title={`${chosenDecline.rider_name} declined this order`}
          description={`${declinedText(chosenDecline)}. Assign them again only if they agreed to take it.`}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {riders.isError ? (
        <LoadFailed title="Failed to load riders" onRetry={() => riders.refetch()} />
      ) : riders.isLoading ? (
        <Skeleton active />
      ) : choices.length === 0 ? (
        <EmptyState title="No riders are online right now" text="Try again when a rider goes online." />
      ) : (
        <Radio.Group
          aria-label="Online riders, nearest first"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          style={{ width: '100%' }}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            {choices.map((rider) => (
              <Radio key={rider.id} value={rider.id}>
                <strong>{rider.full_name}</strong>{' '}
                <Typography.Text type="secondary">
                  {rider.vehicle_type} · {Number(rider.rating).toFixed(1)} ★ · {riderDeliveriesText(rider, portal)} ·{' '}
                  {riderDistanceText(rider, portal)}
                </Typography.Text>
                {declinedBy.has(rider.id) ? (
                  <>
                    {' '}
                    <Tag color="orange">Declined this order</Tag>
                  </>
                ) : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  )
}
