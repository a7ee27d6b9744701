// What the printed documents need of an order (the orders screen's detail holds all of it), and the
// figures they print beside the order's own pricing: what the rider collects at the door, and whether
// the paper is a receipt (paid) or an invoice (still to pay).
import type { PaymentStatus } from '@shop/shared/orders'
import type { ShippingAddress } from '../orders/shipping-address.ts'
import { paymentMethodLabel } from '../payments/methods.ts'

export interface PrintableOrder {
  number: number
  created_at: string
  payment_method: string
  payment_status: PaymentStatus
  subtotal: number
  discount_amount: number
  coupon_code: string | null
  delivery_fee: number
  total_amount: number
  shipping_address: ShippingAddress
  delivery_instructions: string | null
  outlet: { name: string; address: string | null; phone: string | null } | null
  customer: { full_name: string | null; email: string | null; phone: string | null } | null
  items: { id: string; product_name: string; quantity: number; price: number; line_total: number | null }[]
}

/** The paper a document is printed on: an A4 sheet, or an 80 mm receipt roll. */
export type Paper = 'a4' | 'roll'

/** UGX the rider collects at the door: the total of an unpaid cash order, else nothing. */
export function amountToCollect(order: Pick<PrintableOrder, 'payment_method' | 'payment_status' | 'total_amount'>) {
  return order.payment_method === 'cash_on_delivery' && order.payment_status === 'pending'
    ? Number(order.total_amount)
    : 0
}

/** What to collect, in words: the packing ticket's and the invoice's payment line. */
export function collectText(
  order: Pick<PrintableOrder, 'payment_method' | 'payment_status' | 'total_amount'>,
  money: (amount: number) => string,
): string {
  const method = paymentMethodLabel(order.payment_method)
  if (order.payment_status === 'refunded') return `${method}, refunded: collect nothing`
  if (order.payment_status === 'paid') return `${method}, paid: collect nothing`
  const due = amountToCollect(order)
  if (due > 0) return `${method}: collect ${money(due)}`
  return `${method}, not paid yet: do not send out until it is paid`
}

/** A paid order's paper is its receipt; until then it is an invoice. */
export function billTitle(order: Pick<PrintableOrder, 'payment_status'>): 'Receipt' | 'Invoice' {
  return order.payment_status === 'paid' ? 'Receipt' : 'Invoice'
}

/** The delivery address on one line, as the ticket prints it. */
export function addressLine(address: ShippingAddress): string {
  return (
    [address.street, address.state, address.city, address.country].filter(Boolean).join(', ') ||
    address.formatted_address ||
    '—'
  )
}
