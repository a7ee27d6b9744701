// The words for each queued action, as its button says it.
import type { QueuedAction, QueuedActionKind } from './offline-queue.ts'

export type { QueuedAction, QueuedActionKind }

export const riderQueueLabels: Record<QueuedActionKind, string> = {
  confirm_pickup: 'Confirm Pickup',
  complete_delivery: 'Complete Delivery',
  cancel_delivery: 'Cancel Delivery',
}
