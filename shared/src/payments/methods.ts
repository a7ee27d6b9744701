// The payment methods and how screens name them: checkout, orders, reports.
import type { Enums } from '@shop/shared/database'

export type PaymentMethod = Enums<'payment_method'>

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on Delivery',
  mtn_money: 'MTN Mobile Money',
  airtel_money: 'Airtel Money',
  card: 'Card',
}

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method
}

/** Paid online (through the payment provider) rather than in cash to the rider. */
export function isOnlinePayment(method: string): boolean {
  return method !== 'cash_on_delivery' && method in PAYMENT_METHOD_LABELS
}
