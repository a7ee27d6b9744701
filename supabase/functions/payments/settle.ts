// Asks Pesapal for an attempt's status and applies it once (apply_payment_result locks the payment
// row, checks merchant reference, amount and currency, and moves payment and order at most once).
import type { PesapalClient } from '../_shared/pesapal/client.ts'
import type { TransactionStatus } from '../_shared/pesapal/types.ts'
import { admin } from '../_shared/supabase.ts'

export interface AppliedResult {
  changed: boolean
  payment_id: string
  order_id: string
  status: 'pending' | 'paid' | 'failed' | 'refunded'
  order_status?: string
  order_payment_status?: string
}

export interface Settlement {
  status: TransactionStatus
  result: AppliedResult
}

export async function settle(client: PesapalClient, trackingId: string): Promise<Settlement> {
  const status = await client.transactionStatus(trackingId)
  const result = await admin().rpc<AppliedResult>('apply_payment_result', {
    tracking_id: trackingId,
    merchant_reference: status.merchant_reference,
    status_code: status.status_code,
    amount: status.amount,
    currency: status.currency,
    description: status.description || status.payment_status_description || null,
    confirmation_code: status.confirmation_code || null,
    provider_response: status,
  })
  return { status, result }
}

/** Pesapal's status in the words the storefront reads: COMPLETED, FAILED, REVERSED or PENDING. */
export function statusWord(code: number): 'COMPLETED' | 'FAILED' | 'REVERSED' | 'PENDING' {
  return code === 1 ? 'COMPLETED' : code === 2 ? 'FAILED' : code === 3 ? 'REVERSED' : 'PENDING'
}
