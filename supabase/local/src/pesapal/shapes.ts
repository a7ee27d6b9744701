// Pesapal API 3.0's answers, field for field (developer.pesapal.com, "API 3.0 - JSON"): every answer
// carries `error` (null or {error_type, code, message}) and `status` as a string ("200", "500").
import type { IpnRow, OrderRow, SandboxStatus } from './store.ts'

export interface PesapalError {
  error_type: string
  code: string
  message: string
}

export const apiError = (code: string, message: string, errorType = 'api_error') => ({
  error: { error_type: errorType, code, message } satisfies PesapalError,
  status: '500',
})

export const invalidToken = () => ({
  ...apiError('invalid_api_credentials_provided', 'Invalid Access Token', 'authentication_error'),
  status: '401',
})

export function ipnBody(ipn: IpnRow) {
  return {
    url: ipn.url,
    created_date: ipn.created_at,
    ipn_id: ipn.ipn_id,
    notification_type: ipn.notification_type === 'GET' ? 0 : 1,
    ipn_notification_type_description: ipn.notification_type,
    ipn_status: 1,
    ipn_status_description: 'Active',
    error: null,
    status: '200',
  }
}

const STATUS_CODE: Record<SandboxStatus, number> = { pending: 0, completed: 1, failed: 2, reversed: 3 }
// Pesapal's own spelling varies in case between accounts; the sandbox answers in title case.
const STATUS_DESCRIPTION: Record<SandboxStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  reversed: 'Reversed',
}

/** `callback_url` with the three parameters Pesapal appends to it. */
export function callbackWithParams(order: OrderRow, type: 'CALLBACKURL' | 'IPNCHANGE' = 'CALLBACKURL') {
  const url = new URL(order.callback_url)
  url.searchParams.set('OrderTrackingId', order.order_tracking_id)
  url.searchParams.set('OrderMerchantReference', order.merchant_reference)
  url.searchParams.set('OrderNotificationType', type)
  return url.toString()
}

export function transactionStatusBody(order: OrderRow) {
  return {
    payment_method: order.payment_method ?? '',
    amount: Number(order.amount),
    created_date: order.created_at,
    confirmation_code: order.confirmation_code ?? '',
    order_tracking_id: order.order_tracking_id,
    payment_status_description: STATUS_DESCRIPTION[order.status],
    description: order.status_description ?? '',
    message: 'Request processed successfully',
    payment_account: order.payment_account ?? '',
    call_back_url: callbackWithParams(order),
    status_code: STATUS_CODE[order.status],
    merchant_reference: order.merchant_reference,
    account_number: null,
    payment_status_code: '',
    currency: order.currency,
    error: { error_type: null, code: null, message: null, call_back_url: null },
    status: '200',
  }
}
