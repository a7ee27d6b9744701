// The notification a rider's phone shows when an order is assigned to them (the rider app's service
// worker reads this JSON: shell/service-worker/service-worker.ts). Nothing here needs the functions' runtime,
// so the e2e tests deliver the very message the function sends.
// The type-only import is erased before the function runs.
import type { Tables } from '@shop/shared/database'
import { jsonObject } from '../_shared/json.ts'
import { orderNumber } from '../_shared/order-number.gen.ts'

export const ORDER_COLUMNS = ['id', 'number', 'rider_id', 'status', 'total_amount', 'shipping_address'] as const
export type AssignedOrder = Pick<Tables<'orders'>, (typeof ORDER_COLUMNS)[number]>

const ugx = (amount: number) => `UGX ${Math.round(amount).toLocaleString('en-US')}`

/** What the rider's phone shows (the rider app's service worker reads this JSON). */
export function assignmentMessage(order: AssignedOrder) {
  const address = jsonObject(order.shipping_address)
  const place = [address?.street, address?.city].filter((p) => typeof p === 'string' && p).join(', ')
  return {
    title: 'New delivery assigned',
    // The order's name as the rider app shows it.
    body: `${orderNumber(order.number)}${place ? ` to ${place}` : ''}: ${ugx(order.total_amount)}`,
    url: `/rider/orders/${order.id}`,
    tag: `order-${order.id}`,
    orderId: order.id,
  }
}
