// Which assignments ring: those the server still holds as new to the rider (assigned, not yet opened),
// that this phone has not opened either (opened offline: the server is told once it can be), and that
// nothing queued here takes away (a pickup or a decline waiting to be sent). Oldest first: the rider
// answers them in the order they came.
import { expectedStatus, type QueuedAction } from '../../lib/offline-queue/offline-queue.ts'
import type { RiderOrder } from '../../lib/order-types.ts'

type Assignment = Pick<RiderOrder, 'id' | 'status' | 'assigned_at' | 'assignment_seen_at'>

/** One assignment of an order: a new assignment of the same order rings again. */
export const assignmentKey = (order: Pick<RiderOrder, 'id' | 'assigned_at'>) => `${order.id}@${order.assigned_at ?? ''}`

const unseenOnServer = (order: Assignment) => order.status === 'assigned' && !order.assignment_seen_at

export function newAssignments<O extends Assignment>(
  orders: O[],
  queued: QueuedAction[],
  openedHere: ReadonlySet<string>,
): O[] {
  return orders
    .filter(
      (order) =>
        unseenOnServer(order) &&
        !openedHere.has(assignmentKey(order)) &&
        expectedStatus(
          order.status,
          queued.filter((action) => action.orderId === order.id),
        ) === 'assigned',
    )
    .sort((a, b) => (a.assigned_at ?? '').localeCompare(b.assigned_at ?? ''))
}

/** Assignments opened on this phone that the server does not know were opened: to tell it. */
export function untoldOpenings<O extends Assignment>(orders: O[], openedHere: ReadonlySet<string>): O[] {
  return orders.filter((order) => unseenOnServer(order) && openedHere.has(assignmentKey(order)))
}
