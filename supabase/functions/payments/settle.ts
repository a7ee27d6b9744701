// Asks Pesapal for an attempt's status and applies it once (apply_payment_result locks the payment
// row, checks merchant reference, amount and currency, and moves payment and order at most once).
import type { PesapalClient } from '../_shared/pesapal/client.ts'
import type { TransactionStatus } from '../_shared/pesapal/types.ts'
import { admin, asJson, type Json, jsonObject } from '../_shared/supabase.ts'

/** apply_payment_result's jsonb answer; the order's fields only when it changed something. */
export interface AppliedResult {
  changed: boolean
  payment_id: string
  order_id: string
  status: string
  order_status?: string
  order_payment_status?: string
}

export interface Settlement {
  status: TransactionStatus
  result: AppliedResult
}

export async function settle(client: PesapalClient, trackingId: string): Promise<Settlement> {
  const status = await client.transactionStatus(trackingId)
  const answer = await admin().rpc('apply_payment_result', {
    tracking_id: trackingId,
    merchant_reference: status.merchant_reference,
    status_code: status.status_code,
    amount: status.amount,
    currency: status.currency,
    // Left out, an argument takes its default (null).
    description: status.description || status.payment_status_description || undefined,
    confirmation_code: status.confirmation_code || undefined,
    provider_response: asJson(status),
  })
  return { status, result: appliedResult(answer) }
}

/** apply_payment_result's answer (migration 20261122000200_payment_results.sql), checked field by field. */
export function appliedResult(answer: Json): AppliedResult {
  const fields = jsonObject(answer)
  const text = (value: Json | undefined) => (typeof value === 'string' ? value : undefined)
  const status = text(fields?.status)
  if (
    typeof fields?.changed !== 'boolean' ||
    typeof fields.payment_id !== 'string' ||
    typeof fields.order_id !== 'string' ||
    !status
  ) {
    throw new Error(`apply_payment_result answered ${JSON.stringify(answer)}`)
  }
  return {
    changed: fields.changed,
    payment_id: fields.payment_id,
    order_id: fields.order_id,
    status,
    order_status: text(fields.order_status),
    order_payment_status: text(fields.order_payment_status),
  }
}

/** Pesapal's status in the words the storefront reads: COMPLETED, FAILED, REVERSED or PENDING. */
export function statusWord(code: number): 'COMPLETED' | 'FAILED' | 'REVERSED' | 'PENDING' {
  return code === 1 ? 'COMPLETED' : code === 2 ? 'FAILED' : code === 3 ? 'REVERSED' : 'PENDING'
}
