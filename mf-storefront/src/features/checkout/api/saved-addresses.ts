// The customer's saved addresses (customer_addresses: RLS keeps each customer to their own rows).

import type { TablesInsert } from '@shop/shared/database'
import { getSupabase } from '@shop/shared/supabase'
import type { SavedAddress } from '../saved-address.ts'

const COLUMNS = 'id, label, latitude, longitude, formatted_address, street, city, instructions'

/** The ten the server keeps, the last used first. */
export async function listSavedAddresses(): Promise<SavedAddress[]> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('customer_addresses')
    .select(COLUMNS)
    .order('last_used_at', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(10)
  if (error) throw error
  return data
}

export async function saveAddress(address: TablesInsert<'customer_addresses'>): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.from('customer_addresses').insert(address)
  if (error) throw error
}

/** Moves a saved address to the top of the list (it was just ordered to). */
export async function markAddressUsed(id: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client
    .from('customer_addresses')
    .update({ last_used_at: new Date().toISOString() })
    .eq('id', id)
  if (error) throw error
}

export async function forgetAddress(id: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.from('customer_addresses').delete().eq('id', id)
  if (error) throw error
}
