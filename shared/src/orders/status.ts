// The one order-status vocabulary (lower case, the same in the database and on every screen), with the
// labels and colours every screen uses. Colours are named as antd's preset tag colours; a tag draws them
// with statusTagStyle, whose words reach WCAG AA contrast (antd's own gold, green and cyan tags do not:
// gold is 2.8:1). The storefront's orders.css draws the same colours.
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

export interface TagStyle {
  color: string
  backgroundColor: string
  borderColor: string
}

/** Each colour's tag: the colour's light fill and border, its words in a shade dark enough to read. */
const TAG_STYLES: Record<StatusColor, TagStyle> = {
  gold: { color: '#874d00', backgroundColor: '#fffbe6', borderColor: '#ffe58f' },
  blue: { color: '#0958d9', backgroundColor: '#e6f4ff', borderColor: '#91caff' },
  purple: { color: '#531dab', backgroundColor: '#f9f0ff', borderColor: '#d3adf7' },
  cyan: { color: '#006d75', backgroundColor: '#e6fffb', borderColor: '#87e8de' },
  green: { color: '#237804', backgroundColor: '#f6ffed', borderColor: '#b7eb8f' },
  red: { color: '#cf1322', backgroundColor: '#fff1f0', borderColor: '#ffa39e' },
  default: { color: '#1f1a17', backgroundColor: '#fafafa', borderColor: '#d9d9d9' },
}

/** The `style` of an antd Tag (or any badge) in a status colour. */
export function statusTagStyle(color: StatusColor): TagStyle {
  return TAG_STYLES[color]
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
