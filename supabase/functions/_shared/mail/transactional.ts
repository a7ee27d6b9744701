// The shop's transactional mails: order confirmation, payment receipt, out for delivery (picked up),
// delivered, cancelled (with the reason and what becomes of the payment), back in stock. Pure: data in, {subject, html, text} out. Service messages about something
// the customer did, so their footer says why the mail came and carries no unsubscribe link.
import { orderNumber } from '../order-number.gen.ts'
import { escapeHtml, type Mail, shop } from './index.ts'

export type OrderMailKind =
  | 'order_confirmation'
  | 'payment_receipt'
  | 'out_for_delivery'
  | 'delivered'
  | 'order_cancelled'

export interface MailOrder {
  id: string
  number: number
  payment_method: string
  payment_status: string
  subtotal: number
  discount_amount: number
  delivery_fee: number
  total_amount: number
  coupon_code: string | null
  shipping_address: Record<string, unknown>
  delivery_instructions: string | null
  cancellation_reason: string | null
  lines: { product_name: string; quantity: number; price: number; line_total: number }[]
}

export interface MailProduct {
  id: string
  name: string
  price: number
  discount_price: number | null
}

/** "UGX 12,500", as the storefront writes money (shared/src/money/format.ts). */
export function ugx(amount: number): string {
  const rounded = Math.round(Math.abs(amount))
  return `${amount < 0 && rounded !== 0 ? '-' : ''}UGX ${rounded.toLocaleString('en-US')}`
}

/** The storefront's labels (mf-storefront/src/lib/payments/methods.ts). */
const METHOD_LABELS: Record<string, string> = {
  cash_on_delivery: 'Cash on Delivery',
  mtn_money: 'MTN Mobile Money',
  airtel_money: 'Airtel Money',
  card: 'Card',
}
export const paymentMethodLabel = (method: string) => METHOD_LABELS[method] ?? method

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The delivery address's lines, as the order page shows them: name, street, place, phone. */
export function addressLines(address: Record<string, unknown>): string[] {
  const place =
    text(address.formatted_address) || [text(address.city), text(address.country)].filter(Boolean).join(', ')
  return [text(address.full_name), text(address.street), place, text(address.phone)].filter(Boolean)
}

const HEADLINES: Record<OrderMailKind, { subject: (n: string) => string; lead: string }> = {
  order_confirmation: {
    subject: (n) => `${n} confirmed`,
    lead: 'Thank you for your order. We have received it and will prepare it for delivery.',
  },
  payment_receipt: {
    subject: (n) => `Receipt for ${n}`,
    lead: 'We have received your payment. This is your receipt.',
  },
  out_for_delivery: {
    subject: (n) => `${n} is out for delivery`,
    lead: 'Your order is on its way: a rider is bringing it to you.',
  },
  delivered: {
    subject: (n) => `${n} has been delivered`,
    lead: 'Your order has been delivered. Enjoy your meal!',
  },
  order_cancelled: {
    subject: (n) => `${n} has been cancelled`,
    lead: 'Your order has been cancelled and will not be delivered.',
  },
}

/** Why the order was cancelled, as whoever cancelled it said. */
export function cancellationReason(order: Pick<MailOrder, 'cancellation_reason'>): string {
  const reason = text(order.cancellation_reason)
  return reason ? `Reason: ${reason}` : 'No reason was given.'
}

/** What becomes of the money for a cancelled order: a refund when it was paid online, else nothing to pay. */
export function cancelledPayment(order: Pick<MailOrder, 'payment_method' | 'payment_status' | 'total_amount'>): string {
  const method = paymentMethodLabel(order.payment_method)
  const amount = ugx(order.total_amount)
  if (order.payment_status === 'refunded') return `Your payment of ${amount} has been refunded to your ${method}.`
  if (order.payment_status === 'paid') {
    return (
      `You paid ${amount} by ${method}: we will refund it to the same ${method} within 7 days. ` +
      'If it has not arrived by then, reply to this e-mail.'
    )
  }
  if (order.payment_method === 'cash_on_delivery')
    return 'Nothing to pay: this order was to be paid in cash on delivery.'
  return 'Nothing was charged: this order had not been paid. If a payment for it still goes through, we will refund it.'
}

function footer(reason: string) {
  const { name, site } = shop()
  return {
    text: ['--', `${name} · Kampala, Uganda · ${site}`, reason].join('\n'),
    html: `<hr><p style="color:#555;font-size:12px">${escapeHtml(name)} · Kampala, Uganda ·
<a href="${escapeHtml(site)}">${escapeHtml(site.replace(/^https?:\/\//, ''))}</a><br>${escapeHtml(reason)}</p>`,
  }
}

export function orderMail(kind: OrderMailKind, to: string, order: MailOrder): Mail {
  const { name, site } = shop()
  const number = orderNumber(order.number)
  const headline = HEADLINES[kind]
  const cancelled = kind === 'order_cancelled'
  const link = `${site}/orders/${order.id}`
  const paid = order.payment_status === 'paid'
  const method = paymentMethodLabel(order.payment_method)
  const payment = order.payment_method === 'cash_on_delivery' && !paid ? `${method}: pay the rider on delivery` : method
  const totals: [string, string][] = [
    ['Subtotal', ugx(order.subtotal)],
    [
      `Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`,
      order.discount_amount > 0 ? `-${ugx(order.discount_amount)}` : ugx(0),
    ],
    ['Delivery Fee', order.delivery_fee === 0 ? 'Free' : ugx(order.delivery_fee)],
    [paid ? 'Total paid' : 'Total', ugx(order.total_amount)],
  ]
  const address = addressLines(order.shipping_address)
  const instructions = text(order.delivery_instructions)
  const foot = footer(`You receive this e-mail because you placed ${number} at ${name}.`)

  const plain = [
    `${headline.lead}`,
    '',
    number,
    '',
    ...(cancelled ? [cancellationReason(order), '', cancelledPayment(order), ''] : []),
    ...order.lines.map((l) => `${l.quantity} × ${l.product_name} @ ${ugx(l.price)} = ${ugx(l.line_total)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(cancelled
      ? []
      : [
          `Payment: ${payment}${paid ? ' (paid)' : ''}`,
          '',
          'Delivery address:',
          ...address,
          ...(instructions ? [`Instructions: ${instructions}`] : []),
          '',
        ]),
    `View your order: ${link}`,
    '',
    foot.text,
  ].join('\n')

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #eee"'
  const right = 'style="padding:4px 8px;border-bottom:1px solid #eee;text-align:right"'
  const html = `<h1 style="font-size:20px">${escapeHtml(number)}</h1>
<p>${escapeHtml(headline.lead)}</p>
${cancelled ? `<p>${escapeHtml(cancellationReason(order))}</p>\n<p>${escapeHtml(cancelledPayment(order))}</p>\n` : ''}<table style="border-collapse:collapse;width:100%;max-width:560px" aria-label="Items">
<thead><tr><th ${cell} align="left">Item</th><th ${right}>Qty</th><th ${right}>Price</th><th ${right}>Total</th></tr></thead>
<tbody>
${order.lines
  .map(
    (l) =>
      `<tr><td ${cell}>${escapeHtml(l.product_name)}</td><td ${right}>${l.quantity}</td><td ${right}>${ugx(l.price)}</td><td ${right}>${ugx(l.line_total)}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${totals.map(([label, value]) => `<tr><th ${cell} colspan="3" align="left">${escapeHtml(label)}</th><td ${right}>${escapeHtml(value)}</td></tr>`).join('\n')}
</tfoot>
</table>
${
  cancelled
    ? ''
    : `<h2 style="font-size:16px">Payment</h2>
<p>${escapeHtml(payment)}${paid ? ' (paid)' : ''}</p>
<h2 style="font-size:16px">Delivery address</h2>
<p>${address.map(escapeHtml).join('<br>')}${instructions ? `<br>Instructions: ${escapeHtml(instructions)}` : ''}</p>
`
}<p><a href="${escapeHtml(link)}">View your order</a></p>
${foot.html}`
  return { to, subject: `${headline.subject(number)} · ${name}`, text: plain, html }
}

export function backInStockMail(to: string, product: MailProduct): Mail {
  const { name, site } = shop()
  const link = `${site}/products/${product.id}`
  const price =
    product.discount_price !== null && product.discount_price < product.price ? product.discount_price : product.price
  const foot = footer(`You receive this e-mail because you asked ${name} to tell you when ${product.name} is back.`)
  const lead = `${product.name} is back in stock.`
  const plain = [lead, `Price: ${ugx(price)}`, '', `Order it now: ${link}`, '', foot.text].join('\n')
  const html = `<h1 style="font-size:20px">${escapeHtml(lead)}</h1>
<p>Price: ${escapeHtml(ugx(price))}</p>
<p><a href="${escapeHtml(link)}">Order it now</a></p>
${foot.html}`
  return { to, subject: `${product.name} is back in stock · ${name}`, text: plain, html }
}
