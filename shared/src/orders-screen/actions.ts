// Which status changes a portal offers for an order, by the transition functions' own rules
// (supabase/README.md, "Order lifecycle"). The server decides in the end; this only hides buttons that
// would certainly be refused.
import type { OrderStatus, PaymentStatus } from '@shop/shared/orders'

export type OrdersPortal = 'admin' | 'outlet'

export type OrderAction = 'mark_processing' | 'hand_to_rider' | 'assign_rider' | 'cancel'

export interface ActionableOrder {
  status: OrderStatus
  payment_method: string
  payment_status: PaymentStatus
}

/** An order paid online that is not paid yet may not be prepared or handed to a rider. */
export function awaitingPayment(order: ActionableOrder): boolean {
  return order.payment_method !== 'cash_on_delivery' && order.payment_status !== 'paid'
}

/**
 * The changes offered on an order. `assignsRiders`: whether the viewer may assign riders (admins, and the
 * managers of the order's outlet; other staff may not).
 */
export function orderActions(
  portal: OrdersPortal,
  order: ActionableOrder,
  assignsRiders: boolean = portal === 'admin',
): OrderAction[] {
  const actions: OrderAction[] = []
  const payable = !(order.status === 'pending' && awaitingPayment(order))
  if (order.status === 'pending' && payable) actions.push('mark_processing')
  // The rider collects an assigned order at the counter: the outlet's staff (or an admin) record it.
  if (order.status === 'assigned') actions.push('hand_to_rider')
  if (assignsRiders && ['pending', 'processing', 'assigned'].includes(order.status) && payable) {
    actions.push('assign_rider')
  }
  if (portal === 'admin' && order.status !== 'delivered' && order.status !== 'cancelled') actions.push('cancel')
  return actions
}
