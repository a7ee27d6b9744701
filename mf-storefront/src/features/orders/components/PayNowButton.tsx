// "Pay now" for an online order that is still unpaid (the payment never started, failed, or was left):
// a new payment attempt, and the browser goes to the provider's page.

import { isOnlinePayment } from '@shop/shared/payments/methods'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { payerPhoneFor } from '../../../lib/payments/payer-phone.ts'
import { initiatePayment, PAYMENT_START_FAILED } from '../../../lib/payments/payments-api.ts'
import type { OrderDetail } from '../api/orders.ts'

export function canPayNow(order: Pick<OrderDetail, 'payment_method' | 'status' | 'payment_status'>): boolean {
  return (
    isOnlinePayment(order.payment_method) &&
    order.status === 'pending' &&
    (order.payment_status === 'pending' || order.payment_status === 'failed')
  )
}

export function PayNowButton({ order }: { order: OrderDetail }) {
  const [busy, setBusy] = useState(false)
  // One attempt to pay per visit of the page: pressed again after a failure, the same attempt (which
  // may have started) is asked for again; back from the payment page, the page is new and so is the id.
  const [attemptId] = useState(() => crypto.randomUUID())
  const contact = order.shipping_address

  async function pay() {
    setBusy(true)
    try {
      const payment = await initiatePayment(
        order,
        { fullName: contact.full_name ?? '', email: contact.email ?? '', phone: contact.phone ?? '' },
        payerPhoneFor(order.id) ?? contact.phone ?? '',
        attemptId,
      )
      window.location.assign(payment.paymentUrl)
    } catch {
      toast.error(PAYMENT_START_FAILED)
      setBusy(false)
    }
  }

  return (
    <button type="button" className="button button--primary" onClick={pay} disabled={busy}>
      {busy ? 'Starting payment…' : 'Pay now'}
    </button>
  )
}
