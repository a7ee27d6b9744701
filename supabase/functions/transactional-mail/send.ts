// Sends what waits in `outgoing_mails`: claims rows (claim_outgoing_mails: `for update skip locked`, so
// senders woken together never share a row), renders each from the order or product as it is now (the
// welcome and rider-approved mails from nothing but their recipient), sends
// it through the one mailer, and marks it sent, or failed with the reason (retried later).
import { mailer } from '../_shared/mail/index.ts'
import { riderApprovedMail } from '../_shared/mail/rider-approved.ts'
import { backInStockMail, type MailOrder, type OrderMailKind, orderMail } from '../_shared/mail/transactional.ts'
import { welcomeMail } from '../_shared/mail/welcome.ts'
import { admin, jsonObject, type Tables } from '../_shared/supabase.ts'

type OutgoingMail = Tables<'outgoing_mails'>

const ORDER_COLUMNS = [
  'id',
  'number',
  'payment_method',
  'payment_status',
  'subtotal',
  'discount_amount',
  'delivery_fee',
  'total_amount',
  'coupon_code',
  'shipping_address',
  'delivery_instructions',
  'cancellation_reason',
] as const

export async function loadOrder(orderId: string): Promise<MailOrder | null> {
  const [order] = await admin().select('orders', ORDER_COLUMNS, `id=eq.${orderId}`)
  if (!order) return null
  const lines = await admin().select(
    'order_items',
    ['product_name', 'quantity', 'price', 'line_total', 'created_at', 'id'],
    `order_id=eq.${orderId}&order=created_at,id`,
  )
  return {
    ...order,
    shipping_address: jsonObject(order.shipping_address) ?? {},
    lines: lines.map((l) => ({
      product_name: l.product_name,
      quantity: l.quantity,
      price: l.price,
      line_total: l.line_total ?? l.price * l.quantity,
    })),
  }
}

async function render(mail: OutgoingMail) {
  if (mail.kind === 'welcome') return welcomeMail(mail.recipient)
  if (mail.kind === 'rider_approved') return riderApprovedMail(mail.recipient)
  if (mail.kind === 'back_in_stock') {
    const [request] = await admin().select('back_in_stock_requests', ['product_id'], `id=eq.${mail.request_id}`)
    const [product] = request
      ? await admin().select('products', ['id', 'name', 'price', 'discount_price'], `id=eq.${request.product_id}`)
      : []
    if (!product) throw new Error('the product is gone')
    return backInStockMail(mail.recipient, product)
  }
  const order = mail.order_id ? await loadOrder(mail.order_id) : null
  if (!order) throw new Error('the order is gone')
  return orderMail(mail.kind as OrderMailKind, mail.recipient, order)
}

export async function sendWaitingMails(maxRounds = 10): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  for (let round = 0; round < maxRounds; round++) {
    const claimed = await admin().rpc('claim_outgoing_mails', { max_mails: 20 })
    if (!claimed.length) break
    const failedBefore = failed
    for (const mail of claimed) {
      try {
        await mailer().send(await render(mail))
        await admin().rpc('finish_outgoing_mail', { mail_id: mail.id })
        sent += 1
      } catch (error) {
        failed += 1
        const reason = error instanceof Error ? error.message : String(error)
        console.error(`transactional-mail: ${mail.kind} ${mail.id} not sent:`, reason)
        await admin().rpc('finish_outgoing_mail', { mail_id: mail.id, error: reason })
      }
    }
    // A failure is retried by a later wake-up, not in this run: a provider that is down now would
    // otherwise use up a mail's attempts within seconds.
    if (failed > failedBefore) break
  }
  return { sent, failed }
}
