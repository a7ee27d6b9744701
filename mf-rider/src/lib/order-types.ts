// What the rider app reads of an order: the delivery's timeline, where to pick it up (the outlet),
// where to take it (the customer and the shipping address), and its lines. The type is inferred from
// the query itself.
import type { ShopClient } from '@shop/shared/supabase'
import { jsonFields } from '@shop/shared/supabase/json'
import type { QueryData } from '@supabase/supabase-js'

export const RIDER_ORDER_COLUMNS =
  `id, number, status, rider_id, created_at, assigned_at, picked_up_at, delivered_at, cancelled_at,
  updated_at, total_amount, payment_method, payment_status, shipping_address, delivery_latitude, delivery_longitude,
  delivery_instructions, delivery_photo_url, delivery_proof, delivery_code_failures, delivery_code_locked_at,
  assignment_seen_at,
  outlet:outlets(name, address, city, phone, opening_hours, latitude, longitude),
  customer:users(full_name, phone),
  order_items(quantity, product_name, price)` as const

const riderOrdersQuery = (db: ShopClient) => db.from('orders').select(RIDER_ORDER_COLUMNS)

export type RiderOrder = QueryData<ReturnType<typeof riderOrdersQuery>>[number]

/** The rider's deliveries still to do (assigned or picked up), newest first. */
export const activeOrdersQuery = (db: ShopClient, riderId: string) =>
  riderOrdersQuery(db)
    .eq('rider_id', riderId)
    .in('status', ['assigned', 'picked_up'])
    .order('created_at', { ascending: false })

/** One order of this rider, or none. */
export const riderOrderQuery = (db: ShopClient, riderId: string, orderId: string) =>
  riderOrdersQuery(db).eq('id', orderId).eq('rider_id', riderId).maybeSingle()

export interface DeliveryAddress {
  fullName: string
  street: string
  city: string
  phone: string
}

/** The shipping address as entered at checkout, read field by field (missing parts read as ''). */
export function deliveryAddress(order: Pick<RiderOrder, 'shipping_address' | 'customer'>): DeliveryAddress {
  let fields: ReturnType<typeof jsonFields> | null = null
  try {
    fields = jsonFields(order.shipping_address, 'shipping_address')
  } catch {
    fields = null
  }
  const text = (key: string) => {
    try {
      return fields?.optionalString(key) ?? ''
    } catch {
      return ''
    }
  }
  return {
    fullName: text('full_name') || order.customer?.full_name || '',
    street: text('street'),
    city: text('city'),
    phone: text('phone') || order.customer?.phone || '',
  }
}
