// The one order-status vocabulary (ARCHITECTURE, "Where we depart from the spec"), with the labels and
// colours every screen uses. Colours are antd's preset tag colours.
import { Constants, type Enums } from '@shop/shared/database'

// The database's enums, in their declared order.
export const ORDER_STATUSES = Constants.public.Enums.order_status
export type OrderStatus = Enums<'order_status'>

export const PAYMENT_STATUSES = Constants.public.Enums.payment_status
export type PaymentStatus = Enums<'payment_status'>

/** Customers see the journey; staff (admin, outlet, rider) see each step. */
export type Audience = 'customer' | 'staff'

export type StatusColor = 'gold' | 'blue' | 'purple' | 'cyan' | 'green' | 'red' | 'default'

const staffLabels: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  assigned: 'Assigned',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

const customerLabels: Record<OrderStatus, string> = {
  ...staffLabels,
  assigned: 'Out for delivery',
  picked_up: 'Out for delivery',
}

const orderColors: Record<OrderStatus, StatusColor> = {
  pending: 'gold',
  processing: 'blue',
  assigned: 'purple',
  picked_up: 'cyan',
  delivered: 'green',
  cancelled: 'red',
}

const paymentLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
}

const paymentColors: Record<PaymentStatus, StatusColor> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  refunded: 'red',
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value)
}

export function orderStatusLabel(status: OrderStatus, audience: Audience = 'customer'): string {
  return (audience === 'customer' ? customerLabels : staffLabels)[status]
}

export function orderStatusColor(status: OrderStatus): StatusColor {
  return orderColors[status]
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return paymentLabels[status]
}

export function paymentStatusColor(status: PaymentStatus): StatusColor {
  return paymentColors[status]
}
