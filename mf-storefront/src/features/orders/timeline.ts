// The order detail's status timeline, in the one status vocabulary's customer labels: placed, (paid,
// for online payments), processing, out for delivery, delivered; or where it stopped and Cancelled.
import { type OrderStatus, orderStatusLabel, paymentStatusLabel } from '@shop/shared/orders'
import { isOnlinePayment } from '@shop/shared/payments/methods'
import type { OrderDetail } from './api/orders.ts'

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled'

export interface TimelineStep {
  key: string
  label: string
  at: string | null
  state: StepState
  /** A moment within the step: when the rider collected the order, within "Out for delivery". */
  detail?: { label: string; at: string }
}

/** What the customer reads once the rider has the order (collected at the outlet, or confirmed by the rider). */
export const COLLECTED_BY_RIDER = 'Collected by your rider'

type TimelineOrder = Pick<
  OrderDetail,
  | 'status'
  | 'payment_status'
  | 'payment_method'
  | 'created_at'
  | 'assigned_at'
  | 'picked_up_at'
  | 'delivered_at'
  | 'cancelled_at'
  | 'paid_at'
>

const PROGRESS: Record<Exclude<OrderStatus, 'cancelled'>, number> = {
  pending: 0,
  processing: 1,
  assigned: 2,
  picked_up: 2,
  delivered: 3,
}

export function orderTimeline(order: TimelineOrder): TimelineStep[] {
  const online = isOnlinePayment(order.payment_method)
  const paid = order.payment_status === 'paid' || order.payment_status === 'refunded'
  const journey = [
    { key: 'placed', label: 'Order placed', at: order.created_at, rank: 0 },
    { key: 'processing', label: orderStatusLabel('processing', 'customer'), at: null, rank: 1 },
    { key: 'out-for-delivery', label: orderStatusLabel('assigned', 'customer'), at: order.assigned_at, rank: 2 },
    { key: 'delivered', label: orderStatusLabel('delivered', 'customer'), at: order.delivered_at, rank: 3 },
  ]
  const payment: TimelineStep | null = online
    ? { key: 'paid', label: paymentStatusLabel('paid'), at: order.paid_at, state: paid ? 'done' : 'upcoming' }
    : null

  if (order.status === 'cancelled') {
    const reached = order.assigned_at ? 2 : 0
    const steps: TimelineStep[] = journey
      .filter((step) => step.rank <= reached)
      .map(({ key, label, at }) => ({ key, label, at, state: 'done' }))
    if (payment && paid) steps.splice(1, 0, payment)
    steps.push({
      key: 'cancelled',
      label: orderStatusLabel('cancelled', 'customer'),
      at: order.cancelled_at,
      state: 'cancelled',
    })
    return steps
  }

  const progress = PROGRESS[order.status]
  const last = journey.length - 1
  const steps: TimelineStep[] = journey.map(({ key, label, at, rank }) => ({
    key,
    label,
    at,
    state:
      rank < progress || (rank === progress && rank === last) ? 'done' : rank === progress ? 'current' : 'upcoming',
    ...(key === 'out-for-delivery' && order.picked_up_at
      ? { detail: { label: COLLECTED_BY_RIDER, at: order.picked_up_at } }
      : {}),
  }))
  if (payment) steps.splice(1, 0, payment)
  return steps
}
