// The customer's choice of order updates by SMS (users.sms_order_updates): read and set on their own
// users row, which RLS alone lets them reach.
import { getSupabase } from '@shop/shared/supabase'

export async function loadSmsUpdates(userId: string): Promise<boolean> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').select('sms_order_updates').eq('id', userId).single()
  if (error) throw error
  return data.sms_order_updates
}

export async function saveSmsUpdates(userId: string, on: boolean): Promise<boolean> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('users')
    .update({ sms_order_updates: on })
    .eq('id', userId)
    .select('sms_order_updates')
    .single()
  if (error) throw error
  return data.sms_order_updates
}
