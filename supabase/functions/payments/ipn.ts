// GET|POST /payments/ipn — Pesapal's Instant Payment Notification. It names the transaction but not
// its status, so the status is asked of Pesapal and applied once; the answer is Pesapal's
// acknowledgement, or HTTP 500 so that Pesapal retries.
import type { PesapalClient } from '../_shared/pesapal/client.ts'
import { admin } from '../_shared/supabase.ts'
import { settle } from './settle.ts'

export interface IpnNotice {
  OrderTrackingId: string
  OrderMerchantReference: string
  OrderNotificationType: string
}

export async function readIpn(request: Request): Promise<IpnNotice | null> {
  let fields: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams)
  if (request.method === 'POST') {
    const text = await request.text()
    try {
      fields = { ...fields, ...(JSON.parse(text) as Record<string, unknown>) }
    } catch {
      fields = { ...fields, ...Object.fromEntries(new URLSearchParams(text)) }
    }
  }
  const get = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '')
  const notice = {
    OrderTrackingId: get('OrderTrackingId'),
    OrderMerchantReference: get('OrderMerchantReference'),
    OrderNotificationType: get('OrderNotificationType') || 'IPNCHANGE',
  }
  return notice.OrderTrackingId && notice.OrderMerchantReference ? notice : null
}

export async function handleIpn(notice: IpnNotice, client: PesapalClient) {
  // Only transactions this shop started are worth asking Pesapal about.
  const [payment] = await admin().select(
    'payments',
    ['merchant_reference'],
    `tracking_id=eq.${encodeURIComponent(notice.OrderTrackingId)}`,
  )
  if (payment?.merchant_reference !== notice.OrderMerchantReference) {
    throw new Error(`IPN for an unknown payment: ${notice.OrderTrackingId} / ${notice.OrderMerchantReference}`)
  }
  const { status } = await settle(client, notice.OrderTrackingId)
  if (status.merchant_reference !== notice.OrderMerchantReference) {
    throw new Error(
      `IPN for ${notice.OrderTrackingId} names ${notice.OrderMerchantReference}, Pesapal says ${status.merchant_reference}`,
    )
  }
}

export const acknowledgement = (notice: IpnNotice, status: 200 | 500) => ({
  orderNotificationType: notice.OrderNotificationType,
  orderTrackingId: notice.OrderTrackingId,
  orderMerchantReference: notice.OrderMerchantReference,
  status,
})
