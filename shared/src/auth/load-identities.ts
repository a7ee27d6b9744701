// With a session, load the users row and any outlet_employees row; with no users row, the
// delivery_riders row; with neither, the account has no identity here.

import type { Identities } from '@shop/shared/auth'
import type { ShopClient } from '@shop/shared/supabase'

/** A read that got no answer (postgrest-js reports status 0) is not a refusal: the caller may go on offline. */
function failure(result: { error: { message: string } | null; status: number }): Error {
  const message = result.error?.message ?? 'The request failed'
  if (result.status === 0) {
    const error = new TypeError(message)
    error.name = 'NoConnectionError'
    return error
  }
  return new Error(message)
}

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
  if (users.error) throw failure(users)
  if (users.data) {
    if (employees.error) throw failure(employees)
    return { user: users.data, outletEmployee: employees.data, rider: null }
  }
  const riders = await client
    .from('delivery_riders')
    .select('id, email, full_name, is_active')
    .eq('id', userId)
    .maybeSingle()
  if (riders.error) throw failure(riders)
  return riders.data ? { user: null, outletEmployee: null, rider: riders.data } : null
}
