// Storefront spec section 4: with a session, load the users row and any outlet_employees row; with no
// users row, the delivery_riders row; with neither, the account has no identity here.

import type { Identities } from '@shop/shared/auth'
import type { ShopClient } from '@shop/shared/supabase'

export async function loadIdentities(client: ShopClient, userId: string): Promise<Identities | null> {
  const [users, employees] = await Promise.all([
    client.from('users').select('id, email, full_name, phone, is_admin').eq('id', userId).maybeSingle(),
    client
      .from('outlet_employees')
      .select('user_id, outlet_id, is_active')
      .eq('user_id', userId)
      .order('is_active', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ])
  if (users.error) throw new Error(users.error.message)
  if (users.data) {
    if (employees.error) throw new Error(employees.error.message)
    return { user: users.data, outletEmployee: employees.data, rider: null }
  }
  const riders = await client
    .from('delivery_riders')
    .select('id, email, full_name, is_active')
    .eq('id', userId)
    .maybeSingle()
  if (riders.error) throw new Error(riders.error.message)
  return riders.data ? { user: null, outletEmployee: null, rider: riders.data } : null
}
