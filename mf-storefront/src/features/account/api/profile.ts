// My Account's data calls (storefront spec section 7): read the users row by id, update full_name and
// phone, sign out. RLS lets a customer read and change only their own row.
import { getSupabase } from '@shop/shared/supabase'

export interface Profile {
  id: string
  email: string
  full_name: string
  phone: string | null
  is_admin: boolean
}

const COLUMNS = 'id, email, full_name, phone, is_admin'

export async function loadProfile(userId: string): Promise<Profile> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').select(COLUMNS).eq('id', userId).single<Profile>()
  if (error) throw error
  return data
}

export async function updateProfile(userId: string, changes: { full_name: string; phone: string }): Promise<Profile> {
  const client = await getSupabase()
  const { data, error } = await client.from('users').update(changes).eq('id', userId).select(COLUMNS).single<Profile>()
  if (error) throw error
  return data
}
