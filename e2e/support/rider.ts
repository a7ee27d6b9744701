// The rider's orders as the server has them, read and changed through the REST API with real sessions
// (never the browser under test): what a rider test checks after each step, and how an admin gives the
// demo rider a new delivery (one the demo customer places for it); and the axe check of the rider app.
import { expect, type Page } from '@playwright/test'
import { DEMO_CUSTOMER, DEMO_PASSWORD } from './accounts.ts'
import { expectAxeClean } from './axe.ts'
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

/** The order as its rider (the demo rider unless told) reads it. */
export async function serverOrder(orderId: string, riderEmail: string = DEMO_RIDER.email): Promise<ServerOrder> {
  const rider = await sessionOf(riderEmail)
  const [order] = await rest<ServerOrder[]>(
    rider,
    `orders?id=eq.${orderId}&select=id,status,picked_up_at,delivered_at,cancelled_at,delivery_photo_url`,
  )
  if (!order) throw new Error(`order ${orderId} is not the rider's (${riderEmail})`)
  return order
}

export async function earningsRowsOf(orderId: string): Promise<number> {
  const rider = await sessionOf(DEMO_RIDER.email)
  return (await rest<unknown[]>(rider, `rider_earnings?order_id=eq.${orderId}&select=id`)).length
}

/**
 * A new cash-on-delivery order, placed now by the customer (the demo customer unless told) to an active
 * outlet's door (so that outlet fulfils it): each test that needs an order to assign gets its own rather
 * than using up the seed's few waiting ones.
 */
async function placeOrderAs(customerEmail: string = DEMO_CUSTOMER.email): Promise<string> {
  const admin = await sessionOf(DEMO_ADMIN.email)
  const customer = await sessionOf(customerEmail)
  const [outlet] = await rest<Array<{ latitude: number; longitude: number }>>(
    admin,
    'outlets?is_active=eq.true&latitude=not.is.null&longitude=not.is.null&select=latitude,longitude&order=name&limit=1',
  )
  const [product] = await rest<Array<{ id: string }>>(customer, 'products?select=id&stock=gt.5&order=name&limit=1')
  if (!outlet || !product) throw new Error('the seed has no active outlet or no product in stock')
  const order = await rest<{ id: string }>(customer, 'rpc/place_order', {
    method: 'POST',
    headers: { accept: 'application/vnd.pgrst.object+json' },
    body: JSON.stringify({
      items: [{ product_id: product.id, quantity: 1 }],
      shipping_address: {
        full_name: DEMO_CUSTOMER.fullName,
        email: DEMO_CUSTOMER.email,
        phone: '+256772123456',
        street: 'Plot 4 Kira Road',
        city: 'Kampala',
        country: 'Uganda',
      },
      delivery_latitude: outlet.latitude,
      delivery_longitude: outlet.longitude,
      payment_method: 'cash_on_delivery',
    }),
  })
  return order.id
}

/**
 * An admin assigns the rider a new cash-on-delivery order of the customer; its id. The rider has
 * already opened it (acknowledge_assignment), so the app does not ring over the journey under test;
 * `{ seen: false }` leaves it new to them, ringing until they open it.
 */
export async function assignNewOrder(
  riderEmail: string,
  customerEmail: string = DEMO_CUSTOMER.email,
  { seen = true }: { seen?: boolean } = {},
): Promise<string> {
  const admin = await sessionOf(DEMO_ADMIN.email)
  const rider = await sessionOf(riderEmail)
  const orderId = await placeOrderAs(customerEmail)
  await rest(admin, 'rpc/assign_rider', {
    method: 'POST',
    body: JSON.stringify({ order_id: orderId, rider_id: rider.user.id }),
  })
  if (seen) {
    await rest(rider, 'rpc/acknowledge_assignment', { method: 'POST', body: JSON.stringify({ order_id: orderId }) })
  }
  return orderId
}

/**
 * The rider has opened every assignment they have (acknowledge_assignment): the journeys before this one
 * (the admin's and the outlet's) assign the demo rider orders he never opened, and his app rings over any
 * page for those (rider-job-alert.spec.ts) until he does.
 */
export async function openEveryAssignment(riderEmail: string): Promise<void> {
  const rider = await sessionOf(riderEmail)
  const unopened = await rest<Array<{ id: string }>>(
    rider,
    `orders?select=id&rider_id=eq.${rider.user.id}&status=eq.assigned&assignment_seen_at=is.null`,
  )
  for (const { id } of unopened)
    await rest(rider, 'rpc/acknowledge_assignment', { method: 'POST', body: JSON.stringify({ order_id: id }) })
}

/** A new order for the customer, waiting for a rider (processing, at the nearest active outlet); its id. */
export function placeOrderForAssignment(customerEmail: string = DEMO_CUSTOMER.email): Promise<string> {
  return placeOrderAs(customerEmail)
}

/** An admin assigns the demo rider a new cash-on-delivery order; its id. */
export function assignOrderToDemoRider(): Promise<string> {
  return assignNewOrder(DEMO_RIDER.email)
}

/**
 * A rider of the test's own (signed up through the Auth API as the rider app's sign-up does, with the
 * demo password), approved by the demo admin and online: for journeys that must not wait on the demo
 * rider's other deliveries.
 */
export async function createOnlineRider(tag: string, vehicle_type: 'motorcycle' | 'bicycle' = 'motorcycle') {
  const email = `${tag}-${Date.now().toString(36)}-${process.pid}@example.com`.toLowerCase()
  const response = await fetch(`${E2E_SUPABASE_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: await apikey(), 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      data: { full_name: 'Moses Kato', phone: '+256772555666', is_rider: true, vehicle_type },
    }),
  })
  if (!response.ok) throw new Error(`sign-up of rider ${email} answered ${response.status}: ${await response.text()}`)
  const session = await sessionOf(email)
  await rest(await sessionOf(DEMO_ADMIN.email), 'rpc/approve_rider', {
    method: 'POST',
    body: JSON.stringify({ rider_id: session.user.id }),
  })
  await rest(session, `delivery_riders?id=eq.${session.user.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ status: 'online' }),
  })
  return { email, fullName: 'Moses Kato' }
}

/**
 * Until the rider app's toasts have gone. They stay while the pointer is over them (as after a tap on the
 * tab bar beside them, or a click aimed at the tab bar that a toast covers, which then waits for ever), so
 * the pointer moves away first.
 */
export async function untilToastsGone(page: Page) {
  await page.mouse.move(180, 100)
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 30_000 })
}

/** No WCAG 2.2 A/AA violation axe finds in the rider app (axe run in the page: its worker controls the context). */
export async function expectRiderAccessible(page: Page) {
  await expectAxeClean(page, { legacy: true })
}
