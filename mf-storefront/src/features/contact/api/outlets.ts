// 'Our Outlets' (backoffice spec, "Contact page"): the outlets the visitor may see (active ones, by RLS),
// ordered by name.
import { getSupabase } from '@shop/shared/supabase'

export interface Outlet {
  id: string
  name: string
  address: string
  city: string
  country: string
  phone: string
  opening_hours: string
  latitude: number | null
  longitude: number | null
}

export async function listOutlets(): Promise<Outlet[]> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('outlets')
    .select('id, name, address, city, country, phone, opening_hours, latitude, longitude')
    .order('name')
    .returns<Outlet[]>()
  if (error) throw error
  return data
}
