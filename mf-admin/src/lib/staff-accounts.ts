// The admin-only `staff-accounts` Edge Function (supabase/functions/staff-accounts): creating the sign-in
// of a delivery rider or an outlet employee, which needs the service role, so never from the browser alone.
// Its refusals answer {error, code} with the words to show (the field at fault, 'All fields are required');
// anything else falls back to the screen's own failure message.
import { refusalMessage } from '@shop/shared/errors'
import type { ShopClient } from '@shop/shared/supabase'

/** The function's codes whose answer carries the message to show as it is. */
const FUNCTION_CODES = new Set([
  'fields_required',
  'invalid_email',
  'weak_password',
  'invalid_full_name',
  'invalid_phone',
  'email_exists',
  'invalid_vehicle_type',
  'invalid_reference',
  'failed',
])

/** Calls `staff-accounts/<path>`; a refusal becomes {status, code, message} with the function's own words. */
export async function invokeStaffAccounts(
  db: ShopClient,
  path: 'riders' | 'employees',
  body: object,
  fallback: string,
): Promise<{ data: unknown; error: unknown }> {
  const result = await db.functions.invoke(`staff-accounts/${path}`, { body })
  if (!result.error) return { data: result.data, error: null }
  const answer = (result.error as { context?: Response }).context
  const refusal = (await answer?.json().catch(() => null)) as { error?: string; code?: string } | null
  return {
    data: null,
    error: { status: answer?.status, code: refusal?.code ?? null, message: refusal?.error ?? fallback },
  }
}

/** The message of a failed save: the staff-accounts function's own words, else the screen's general fallback. */
export function staffAccountError(error: unknown, fallback: string): string {
  const failure = error as { message?: string; code?: string | null } | undefined
  if (failure?.code && FUNCTION_CODES.has(failure.code) && failure.message) return failure.message
  return refusalMessage(error, fallback).message
}
