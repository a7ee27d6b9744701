// The words for each queued action, as its button says it, and for one the server refused.
import { orderNumber } from '@shop/shared/orders/order-number'
import type { QueuedAction, QueuedActionKind } from './offline-queue.ts'

export type { QueuedAction, QueuedActionKind }

export const riderQueueLabels: Record<QueuedActionKind, string> = {
  confirm_pickup: 'Confirm Pickup',
  complete_delivery: 'Complete Delivery',
  complete_delivery_with_code: 'Complete with Code',
  cancel_delivery: 'Cancel Delivery',
  decline_assignment: 'Decline Order',
}

/** "Confirm Pickup for Order #10234 was not accepted: <the server's reason>". */
export function refusalText(action: Pick<QueuedAction, 'kind' | 'orderNumber' | 'refusal'>): string {
  const reason = action.refusal?.message
  const order = action.orderNumber === undefined ? 'an order' : orderNumber(action.orderNumber)
  return `${riderQueueLabels[action.kind]} for ${order} was not accepted${reason ? `: ${reason}` : ''}`
}
