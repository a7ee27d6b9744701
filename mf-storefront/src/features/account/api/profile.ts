// My Account's data calls: read the users row by id, update full_name and phone, sign out. RLS lets a
// customer read and change only their own row.
import type { Tables } from '@shop/shared/database'
import { getSupabase } from '@shop/shared/supabase'

export type Profile = Pick<Tables<'users'>, 'id' | 'email' | 'full_name' | 'phone' | 'is_admin'>

const COLUMNS = 'id, email, full_name, phone, is_admin'

export async function loadProfile(userId: string): Promise<Profile> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').select(COLUMNS).eq('id', userId).single()
  if (error) throw error
  return data
}

export async function updateProfile(userId: string, changes: { full_name: string; phone: string }): Promise<Profile> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').update(changes).eq('id', userId).select(COLUMNS).single()
  if (error) throw error
  return data
}
