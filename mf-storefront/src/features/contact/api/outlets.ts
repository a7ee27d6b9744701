// 'Our Outlets': the outlets the visitor may see (active ones, by RLS), ordered by name.
import type { Tables } from '@shop/shared/database'
import { getSupabase } from '@shop/shared/supabase'

export type Outlet = Pick<
  Tables<'outlets'>,
  'id' | 'name' | 'address' | 'city' | 'country' | 'phone' | 'opening_hours' | 'latitude' | 'longitude'
>

export async function listOutlets(): Promise<Outlet[]> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('outlets')
    .select('id, name, address, city, country, phone, opening_hours, latitude, longitude')
    .order('name')
  if (error) throw error
  return data
}
