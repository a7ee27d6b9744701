// Placing orders and moving them along, as the apps do it: through the SQL functions, as the caller.
import { randomUUID } from 'node:crypto'
import { type Actor, as } from './actors.ts'
import type { Database, Tx } from './platform.ts'

export const CONTACT = { full_name: 'Amina Nakato', email: 'amina@example.com', phone: '+256772100200' }
/** Kololo, Kampala: nearest to outlet X (Nakasero) of the test world. */
export const KOLOLO = { latitude: 0.3356, longitude: 32.5947 }

export interface OrderRequest {
  items: { product_id: string; quantity: number }[]
  coupon?: string | null
  address?: Record<string, unknown>
  latitude?: number | null
  longitude?: number | null
  instructions?: string | null
  method?: 'mtn_money' | 'airtel_money' | 'card' | 'cash_on_delivery'
  /** The Place order attempt's id: place_order answers an id it has placed with that order. */
  requestId?: string | null
}

export interface OrderRow {
  id: string
  /** The order's number (bigint: a number or text, as the driver gives it). */
  number: number | string
  user_id: string
  outlet_id: string
  rider_id: string | null
  status: string
  payment_status: string
  payment_method: string
  subtotal: string
  discount_amount: string
  delivery_fee: string
  total_amount: string
  delivery_photo_url: string | null
  cancellation_reason: string | null
  assigned_at: Date | null
  picked_up_at: Date | null
  /** Who recorded the pickup for the rider (outlet staff, an admin); null when the rider confirmed it. */
  handed_over_by: string | null
  delivered_at: Date | null
  cancelled_at: Date | null
  updated_at: Date
  created_at: Date
}

export async function placeOrderIn(tx: Tx, request: OrderRequest): Promise<OrderRow> {
  const { rows } = await tx.query<OrderRow>(
    'select * from public.place_order($1::jsonb, $2, $3::jsonb, $4, $5, $6, $7::public.payment_method, $8::uuid)',
    [
      JSON.stringify(request.items),
      request.coupon ?? null,
      JSON.stringify(request.address ?? CONTACT),
      request.latitude === undefined ? KOLOLO.latitude : request.latitude,
      request.longitude === undefined ? KOLOLO.longitude : request.longitude,
      request.instructions ?? null,
      request.method ?? 'cash_on_delivery',
      request.requestId ?? null,
    ],
  )
  return rows[0] as OrderRow
}

export function placeOrder(db: Database, customer: Actor, request: OrderRequest): Promise<OrderRow> {
  return as(db, customer, (tx) => placeOrderIn(tx, request))
}

/** Calls one of the order transition functions as `actor`, e.g. transition(db, rider, 'confirm_pickup', id). */
export function transition(db: Database, actor: Actor, fn: string, ...args: unknown[]): Promise<OrderRow> {
  const placeholders = args.map((_, i) => `$${i + 1}`).join(', ')
  return as(db, actor, async (tx) => {
    const { rows } = await tx.query<OrderRow>(`select * from public.${fn}(${placeholders})`, args)
    return rows[0] as OrderRow
  })
}

/**
 * Uploads a delivery photo as `rider` (a storage.objects row they own, written through storage's RLS as
 * the Storage API writes it) and answers the path complete_delivery takes.
 */
export async function uploadDeliveryPhoto(db: Database, rider: Actor, orderId: string): Promise<string> {
  const name = `${orderId}/${randomUUID()}.jpg`
  await as(db, rider, (tx) =>
    tx.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
       values ('delivery-photos', $1, $2::uuid, $2::text, '{"mimetype": "image/jpeg"}')`,
      [name, rider.id],
    ),
  )
  return `delivery-photos/${name}`
}

/** Reads rows as the database owner (what really is stored, whoever may see it). */
export async function read<T = Record<string, unknown>>(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows
}
