// Sends what waits in `outgoing_sms`, as send.ts sends mail: claims rows (claim_outgoing_sms: `for update
// skip locked`), writes each from the row's facts and the order as it is now, sends it through Africa's
// Talking, and marks it sent with the provider's message id, status and cost, or failed with the reason
// (retried later). Without its credentials on a hosted project it claims nothing and throws
// MissingSettingError: no row is used up by a sender that cannot send.
import { shop } from '../_shared/mail/index.ts'
import { SmsError, type SmsSender, smsSender } from '../_shared/sms/africastalking.ts'
import { orderSms } from '../_shared/sms/order-sms.ts'
import { admin } from '../_shared/supabase.ts'

export async function sendWaitingSms(
  sender: SmsSender = smsSender(),
  maxRounds = 10,
): Promise<{ sent: number; failed: number }> {
  const shopName = shop().name
  let sent = 0
  let failed = 0
  for (let round = 0; round < maxRounds; round++) {
    const claimed = await admin().rpc('claim_outgoing_sms', { max_messages: 20 })
    if (!claimed.length) break
    const failedBefore = failed
    for (const sms of claimed) {
      try {
        const [order] = await admin().select(
          'orders',
          ['number', 'payment_method', 'payment_status'],
          `id=eq.${sms.order_id}`,
        )
        if (!order) throw new Error('the order is gone')
        const receipt = await sender.send({ to: sms.recipient, message: orderSms(sms, order, shopName) })
        await admin().rpc('finish_outgoing_sms', {
          sms_id: sms.id,
          message_id: receipt.messageId,
          status: receipt.status,
          cost: receipt.cost,
        })
        sent += 1
      } catch (error) {
        failed += 1
        const reason = error instanceof Error ? error.message : String(error)
        console.error(`transactional-mail: SMS ${sms.kind} ${sms.id} not sent:`, reason)
        await admin().rpc('finish_outgoing_sms', {
          sms_id: sms.id,
          error: reason,
          ...(error instanceof SmsError && error.status ? { status: error.status } : {}),
        })
      }
    }
    // As for mail: a provider that is down now is tried again by a later wake-up, not within seconds.
    if (failed > failedBefore) break
  }
  return { sent, failed }
}
