// The outlet portal's browser tests read what the server holds as the person would: the demo manager's
// own outlet and its orders over REST with her token (RLS as in the portal), and orders placed by a
// fresh customer through place_order, as the checkout places them.
import { anonKey } from './buying.ts'
import { E2E_SUPABASE_URL } from './ports.ts'

export async function restAs<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const key = await anonKey()
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body}`)
  return JSON.parse(body) as T
}

export interface OutletRow {
  id: string
  name: string
  latitude: number
  longitude: number
}

/** The outlet the signed-in employee works at (their outlet_employees row). */
export async function outletOf(token: string): Promise<OutletRow> {
  const [row] = await restAs<{ outlet: OutletRow }[]>(
    token,
    'outlet_employees?select=outlet:outlets(id,name,latitude,longitude)',
  )
  if (!row) throw new Error('not on any outlet staff')
  return row.outlet
}

export interface OutletOrder {
  id: string
  number: number
  status: string
  total_amount: number
  created_at: string
}

/** Every order of the outlet since `since` (ISO), newest first. */
export async function ordersSince(token: string, outletId: string, since: string): Promise<OutletOrder[]> {
  const rows = await restAs<OutletOrder[]>(
    token,
    `orders?select=id,number,status,total_amount,created_at&outlet_id=eq.${outletId}&created_at=gte.${encodeURIComponent(since)}&order=created_at.desc`,
  )
  return rows.map((r) => ({ ...r, total_amount: Number(r.total_amount) }))
}

/** Kampala's day start (UTC+3, no daylight saving) `daysBack` days ago, as an ISO instant. */
export function kampalaDayStart(daysBack = 0): string {
  const offset = 3 * 3600_000
  const day = 86_400_000
  const local = Date.now() + offset
  return new Date(local - (local % day) - offset - daysBack * day).toISOString()
}

/** A cash-on-delivery order of one unit of `productId` to the outlet's own door (so it fulfils it). */
export async function placeOrderAt(
  token: string,
  outlet: OutletRow,
  productId: string,
): Promise<{ id: string; number: number }> {
  return restAs<{ id: string; number: number }>(token, 'rpc/place_order', {
    method: 'POST',
    headers: { accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({
      items: [{ product_id: productId, quantity: 1 }],
      shipping_address: {
        full_name: 'Outlet Test Customer',
        email: 'outlet.test@example.com',
        phone: '+256772123456',
        street: 'Acacia Avenue',
        city: 'Kampala',
        country: 'Uganda',
      },
      delivery_latitude: outlet.latitude,
      delivery_longitude: outlet.longitude,
      payment_method: 'cash_on_delivery',
    }),
  })
}
