// The shop's order SMS, in fixed words: confirmed, on its way (with the rider's first name and phone, and
// the delivery code the customer gives the rider), delivered, cancelled (with a reason the shop gave and what becomes of the payment, as the cancellation
// mail says it). One message each, within 160 GSM characters: a long reason is shortened to fit.
// Pure: the outbox row's facts and the order in, the text out.
import { orderNumber } from '../order-number.gen.ts'

export type OrderSmsKind = 'order_confirmed' | 'out_for_delivery' | 'delivered' | 'order_cancelled'

export interface OrderSmsFacts {
  kind: string
  rider_first_name: string | null
  rider_phone: string | null
  cancellation_reason: string | null
  /** Absent on rows queued before delivery codes. */
  delivery_code?: string | null
}

export interface SmsOrder {
  number: number
  payment_method: string
  payment_status: string
}

const ONE_SMS = 160

/** A Ugandan number as people in Uganda write it ("0772 123456"); any other stays in E.164. */
export function localPhone(e164: string): string {
  const ugandan = /^\+256(\d{3})(\d{6})$/.exec(e164)
  return ugandan ? `0${ugandan[1]} ${ugandan[2]}` : e164
}

/** What becomes of the money for a cancelled order (the cancellation mail's rule, in fewer words). */
export function cancelledPaymentShort(order: Pick<SmsOrder, 'payment_method' | 'payment_status'>): string {
  if (order.payment_status === 'refunded') return 'Your payment has been refunded.'
  if (order.payment_status === 'paid') return 'We will refund your payment within 7 days.'
  if (order.payment_method === 'cash_on_delivery') return 'Nothing to pay.'
  return 'Nothing was charged.'
}

/** `reason` cut at a word to `room` characters ("..." marks the cut), without its closing full stop. */
function fitted(reason: string, room: number): string {
  const said = reason
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '')
  if (said.length <= room) return said
  const cut = said.slice(0, Math.max(room - 3, 0))
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > room / 2 ? cut.slice(0, atWord) : cut).trimEnd()}...`
}

export function orderSms(facts: OrderSmsFacts, order: SmsOrder, shopName: string): string {
  const lead = `${shopName}: ${orderNumber(order.number)}`
  switch (facts.kind as OrderSmsKind) {
    case 'order_confirmed':
      return `${lead} confirmed. We'll SMS you when it leaves the shop.`
    case 'out_for_delivery': {
      const code = facts.delivery_code ? ` Delivery code ${facts.delivery_code}: give it to your rider.` : ''
      if (!facts.rider_first_name) return `${lead} is on its way.${code}`
      const phone = facts.rider_phone ? `, ${localPhone(facts.rider_phone)}` : ''
      return `${lead} is on its way with ${facts.rider_first_name}${phone}.${code}`
    }
    case 'delivered':
      return `${lead} delivered. Thank you!`
    case 'order_cancelled': {
      const payment = cancelledPaymentShort(order)
      if (!facts.cancellation_reason?.trim()) return `${lead} cancelled. ${payment}`
      const room = ONE_SMS - `${lead} cancelled: . ${payment}`.length
      const reason = fitted(facts.cancellation_reason, room)
      return `${lead} cancelled: ${reason}${reason.endsWith('...') ? '' : '.'} ${payment}`
    }
    default:
      throw new Error(`no SMS of kind ${facts.kind}`)
  }
}
