// Sends an IPN the way Pesapal does: to the URL registered under the order's notification_id, by GET
// (query parameters) or POST (a JSON body), with OrderTrackingId, OrderMerchantReference and
// OrderNotificationType=IPNCHANGE. The merchant acknowledges with HTTP 200 and the JSON
// {orderNotificationType, orderTrackingId, orderMerchantReference, status: 200}; anything else is
// retried a few times, later each time.
import type { Logger } from '../context.ts'
import type { OrderRow, SandboxStore } from './store.ts'

export interface IpnOptions {
  retryDelaysMs: number[]
}

function acknowledged(status: number, text: string, order: OrderRow) {
  if (status !== 200) return false
  try {
    const ack = JSON.parse(text) as Record<string, unknown>
    return (
      ack.orderTrackingId === order.order_tracking_id &&
      ack.orderMerchantReference === order.merchant_reference &&
      String(ack.status) === '200'
    )
  } catch {
    return false
  }
}

export async function deliverIpn(
  store: SandboxStore,
  order: OrderRow,
  log: Logger,
  options: IpnOptions,
  isClosed: () => boolean,
): Promise<boolean> {
  const ipn = await store.ipn(order.consumer_key, order.notification_id)
  if (!ipn) return false
  const params = {
    OrderTrackingId: order.order_tracking_id,
    OrderMerchantReference: order.merchant_reference,
    OrderNotificationType: 'IPNCHANGE',
  }
  for (let attempt = 0; attempt <= options.retryDelaysMs.length; attempt++) {
    if (isClosed()) return false
    let url = ipn.url
    let init: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } }
    if (ipn.notification_type === 'GET') {
      const target = new URL(ipn.url)
      for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v)
      url = target.toString()
    } else {
      init = {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(params),
      }
    }
    let status: number | null = null
    let text: string | null = null
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
      status = response.status
      text = await response.text()
    } catch (error) {
      text = error instanceof Error ? error.message : String(error)
    }
    const ok = status !== null && text !== null && acknowledged(status, text, order)
    if (isClosed()) return ok
    await store.recordDelivery({
      trackingId: order.order_tracking_id,
      method: init.method ?? 'GET',
      url,
      status,
      acknowledged: ok,
      response: text,
    })
    if (ok) return true
    const delay = options.retryDelaysMs[attempt]
    if (delay === undefined) break
    log.warn(`pesapal sandbox: IPN for ${order.merchant_reference} not acknowledged (${status}); retrying`)
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
  return false
}
