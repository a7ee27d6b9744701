// Pesapal API 3.0's request and answer shapes (developer.pesapal.com, "API 3.0 - JSON").

export interface PesapalError {
  error_type: string | null
  code: string | null
  message: string | null
}

interface Answer {
  error: PesapalError | null
  /** "200" on success; Pesapal reports failures in the body, often with HTTP 200. */
  status: string
}

export interface TokenAnswer extends Answer {
  token: string | null
  expiryDate: string | null
  message?: string
}

export interface IpnAnswer extends Answer {
  url: string
  created_date: string
  ipn_id: string
  ipn_notification_type_description?: string
}

export interface BillingAddress {
  email_address?: string
  phone_number?: string
  country_code?: string
  first_name?: string
  middle_name?: string
  last_name?: string
  line_1?: string
  line_2?: string
  city?: string
  state?: string
  postal_code?: string
  zip_code?: string
}

export interface OrderRequest {
  /** The merchant reference: unique per request, at most 50 of letters, digits and `-_.:`. */
  id: string
  currency: string
  amount: number
  /** At most 100 characters. */
  description: string
  callback_url: string
  cancellation_url?: string
  notification_id: string
  redirect_mode?: 'TOP_WINDOW' | 'PARENT_WINDOW'
  billing_address: BillingAddress
}

export interface OrderAnswer extends Answer {
  order_tracking_id: string | null
  merchant_reference: string | null
  redirect_url: string | null
}

export interface TransactionStatus extends Answer {
  payment_method: string
  amount: number
  created_date: string | null
  confirmation_code: string
  payment_status_description: string
  description: string
  message: string
  payment_account: string
  call_back_url: string
  /** 0 invalid (not paid yet), 1 completed, 2 failed, 3 reversed. */
  status_code: number
  merchant_reference: string
  currency: string
}
