// POST /notifications/dispatch — the database's webhook (private.push_order_assignment via pg_net) when
// an order is assigned to a rider: every browser the rider subscribed gets an encrypted push, and
// subscriptions the push service says are gone are removed.
import { HttpError, sameSecret } from '../_shared/http.ts'
import { checkPushEndpoint, UnsafeEndpointError } from '../_shared/push/endpoint.ts'
import { type PushResult, sendPush } from '../_shared/push/send.ts'
import { setting } from '../_shared/settings.ts'
import { admin, jsonObject } from '../_shared/supabase.ts'
import { assignmentMessage, ORDER_COLUMNS } from './assignment-message.ts'
import { vapidKeys } from './vapid-store.ts'

/**
 * The contact push services may use (VAPID_SUBJECT, RFC 8292). A placeholder only on the local stand-in:
 * a hosted project without it refuses to push rather than give the push services an address nobody reads.
 */
export const pushSubject = () => setting('VAPID_SUBJECT', () => 'mailto:admin@example.com')

interface WebhookBody {
  type?: string
  table?: string
  record?: { id?: string; rider_id?: string; status?: string }
}

export async function checkWebhookSecret(request: Request) {
  const secret = jsonObject(await admin().rpc('get_function_setting', { key: 'push_dispatch' }))?.secret
  const given = request.headers.get('x-webhook-secret') ?? ''
  if (typeof secret !== 'string' || !secret || !given || !sameSecret(given, secret))
    throw new HttpError(401, 'Unauthorized', 'bad_webhook_secret')
}

export async function dispatch(body: WebhookBody): Promise<{ sent: number; removed: number; failed: number }> {
  const orderId = body.record?.id
  if (body.table !== 'orders' || !orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) {
    throw new HttpError(400, 'Expected an orders change', 'invalid_webhook')
  }
  // The change may be old news by now: push only while the order is still assigned to that rider.
  const [order] = await admin().select('orders', ORDER_COLUMNS, `id=eq.${orderId}`)
  if (!order?.rider_id || order.status !== 'assigned' || order.rider_id !== body.record?.rider_id) {
    return { sent: 0, removed: 0, failed: 0 }
  }
  const targets = await admin().select(
    'push_subscriptions',
    ['id', 'endpoint', 'p256dh', 'auth'],
    `user_id=eq.${order.rider_id}`,
  )
  const vapid = await vapidKeys()
  const message = assignmentMessage(order)
  const subject = pushSubject()
  // Checked again at sending time: a row may predate the check, and a name may resolve elsewhere now.
  const results: PushResult[] = await Promise.all(
    targets.map(async (t) => {
      try {
        await checkPushEndpoint(t.endpoint)
      } catch (error) {
        if (!(error instanceof UnsafeEndpointError)) throw error
        return { endpoint: t.endpoint, status: null, gone: true, error: `not sent: ${error.message}` }
      }
      return sendPush(t, message, vapid, { subject, urgency: 'high', topic: order.id.replace(/-/g, '') })
    }),
  )
  const gone = targets.filter((_, i) => results[i]?.gone).map((t) => t.id)
  if (gone.length) await admin().remove('push_subscriptions', `id=in.(${gone.join(',')})`)
  const failed = results.filter((r) => !r.gone && (r.status === null || r.status >= 300))
  for (const r of failed) console.error('notifications: push failed', r)
  return {
    sent: results.filter((r) => r.status !== null && r.status < 300).length,
    removed: gone.length,
    failed: failed.length,
  }
}
