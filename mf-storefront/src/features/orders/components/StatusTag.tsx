// An order's status or payment status as a coloured tag, from the one vocabulary in @shop/shared/orders.
import {
  type OrderStatus,
  orderStatusColor,
  orderStatusLabel,
  type PaymentStatus,
  paymentStatusColor,
  paymentStatusLabel,
} from '@shop/shared/orders'

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <span className={`status-tag status-tag--${orderStatusColor(status)}`}>{orderStatusLabel(status, 'customer')}</span>
  )
}

export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  return <span className={`status-tag status-tag--${paymentStatusColor(status)}`}>{paymentStatusLabel(status)}</span>
}
