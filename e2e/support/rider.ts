// The rider's orders as the server has them, read and changed through the REST API with real sessions
// (never the browser under test): what a rider test checks after each step, and how an admin gives the
// demo rider a new delivery.
import { E2E_SHELL_URL, E2E_SUPABASE_URL } from './ports.ts'
import { DEMO_ADMIN, DEMO_RIDER, passwordSession } from './sessions.ts'

interface Session {
  access_token: string
  user: { id: string }
}

let anonKey: string | null = null
async function apikey() {
  anonKey ??= ((await (await fetch(`${E2E_SHELL_URL}/config.json`)).json()) as { supabaseAnonKey: string })
    .supabaseAnonKey
  return anonKey
}

export async function sessionOf(email: string): Promise<Session> {
  return (await passwordSession(email)) as Session
}

export async function rest<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${E2E_SUPABASE_URL}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: await apikey(),
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

export interface ServerOrder {
  id: string
  status: string
  picked_up_at: string | null
  delivered_at: string | null
  cancelled_at: string | null
  delivery_photo_url: string | null
}

export async function serverOrder(orderId: string): Promise<ServerOrder> {
  const rider = await sessionOf(DEMO_RIDER.email)
  const [order] = await rest<ServerOrder[]>(
    rider,
    `orders?id=eq.${orderId}&select=id,status,picked_up_at,delivered_at,cancelled_at,delivery_photo_url`,
  )
  if (!order) throw new Error(`order ${orderId} is not the demo rider's`)
  return order
}

export async function earningsRowsOf(orderId: string): Promise<number> {
  const rider = await sessionOf(DEMO_RIDER.email)
  return (await rest<unknown[]>(rider, `rider_earnings?order_id=eq.${orderId}&select=id`)).length
}

/** An admin assigns a waiting cash-on-delivery order to the demo rider; its id. */
export async function assignOrderToDemoRider(): Promise<string> {
  const admin = await sessionOf(DEMO_ADMIN.email)
  const rider = await sessionOf(DEMO_RIDER.email)
  const candidates = await rest<Array<{ id: string }>>(
    admin,
    'orders?status=in.(pending,processing)&payment_method=eq.cash_on_delivery&select=id&order=created_at.desc&limit=1',
  )
  const order = candidates[0]
  if (!order) throw new Error('the seed has no waiting cash-on-delivery order to assign')
  await rest(admin, 'rpc/assign_rider', {
    method: 'POST',
    body: JSON.stringify({ order_id: order.id, rider_id: rider.user.id }),
  })
  return order.id
}
