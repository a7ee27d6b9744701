// The customer's own orders (RLS shows a customer only theirs; the list also filters by their id, as
// staff and admins may see more), one order with its lines and payment attempts, and cancelling.
import type { Json, Tables } from '@shop/shared/database'
import { isUuid } from '@shop/shared/ids/uuid'
import type { ShippingAddress } from '@shop/shared/orders/shipping-address'
import { signDeliveryPhoto } from '@shop/shared/storage/delivery-photo'
import { getSupabase } from '@shop/shared/supabase'
import { jsonFields } from '@shop/shared/supabase/json'

type Order = Tables<'orders'>

export type OrderLine = Pick<Tables<'order_items'>, 'id' | 'product_id' | 'product_name' | 'quantity' | 'price'> & {
  /** A generated column (price × quantity), so typed nullable, though never null in a stored row. */
  line_total: number
  image_url: string | null
}

export type OrderSummaryRow = Pick<
  Order,
  'id' | 'number' | 'created_at' | 'status' | 'payment_status' | 'payment_method' | 'total_amount'
> & { lines: OrderLine[] }

export type OrderDetail = OrderSummaryRow &
  Pick<
    Order,
    | 'updated_at'
    | 'subtotal'
    | 'discount_amount'
    | 'delivery_fee'
    | 'coupon_code'
    | 'currency'
    | 'delivery_latitude'
    | 'delivery_longitude'
    | 'delivery_instructions'
    | 'cancellation_reason'
    | 'assigned_at'
    | 'picked_up_at'
    | 'delivered_at'
    | 'cancelled_at'
    | 'promised_delivery_date'
    | 'delivery_photo_url'
  > & {
    shipping_address: ShippingAddress
    /** When the latest payment attempt completed, if it has. */
    paid_at: string | null
  }

/** A failed orders request, with PostgREST's code and details (read with @shop/shared/errors). */
export class OrdersError extends Error {
  override name = 'OrdersError'
  readonly code: string
  readonly details: string | null
  constructor(error: { message: string; code?: string; details?: string | null }) {
    super(error.message)
    this.code = error.code ?? ''
    this.details = error.details ?? null
  }
}

const LINES = 'order_items(id, product_id, product_name, quantity, price, line_total, products(image_urls))'

type RawLine = Omit<OrderLine, 'line_total' | 'image_url'> & {
  line_total: number | null
  products: Pick<Tables<'products'>, 'image_urls'> | null
}

function lines(raw: RawLine[]): OrderLine[] {
  return raw.map(({ products, line_total, ...line }) => ({
    ...line,
    line_total: line_total ?? line.price * line.quantity,
    image_url: products?.image_urls[0] ?? null,
  }))
}

function shippingAddress(value: Json): ShippingAddress {
  if (value === null) return {}
  const fields = jsonFields(value, 'orders.shipping_address')
  const keys = [
    'full_name',
    'email',
    'phone',
    'street',
    'city',
    'state',
    'postal_code',
    'country',
    'formatted_address',
  ] as const
  return Object.fromEntries(
    keys.flatMap((key) => {
      const part = fields.optionalString(key)
      return part === undefined ? [] : [[key, part]]
    }),
  )
}

export async function listMyOrders(userId: string): Promise<OrderSummaryRow[]> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('orders')
    .select(`id, number, created_at, status, payment_status, payment_method, total_amount, ${LINES}`)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('created_at', { ascending: true, referencedTable: 'order_items' })
  if (error) throw new OrdersError(error)
  return data.map(({ order_items, ...order }) => ({ ...order, lines: lines(order_items) }))
}

/** A signed URL for an order's delivery photo (its stored path); Storage signs it only for the order's customer (and staff). */
export async function deliveryPhotoUrl(path: string): Promise<string> {
  const { data, error } = await signDeliveryPhoto(await getSupabase(), path)
  if (error || !data) throw error ?? new Error('no signed URL for the delivery photo')
  return data
}

/** The number of one of the customer's orders, or null when there is none they may see. */
export async function orderNumberOf(id: string): Promise<number | null> {
  if (!isUuid(id)) return null
  const client = await getSupabase()
  const { data, error } = await client.from('orders').select('number').eq('id', id).maybeSingle()
  if (error) throw new OrdersError(error)
  return data?.number ?? null
}

/** One order, or null when there is none this customer may see (or the id is not an order id). */
export async function getOrder(id: string): Promise<OrderDetail | null> {
  if (!isUuid(id)) return null
  const client = await getSupabase()
  const { data, error } = await client
    .from('orders')
    .select(
      `id, number, created_at, updated_at, status, payment_status, payment_method, currency, subtotal, discount_amount,
       delivery_fee, total_amount, coupon_code, shipping_address, delivery_latitude, delivery_longitude,
       delivery_instructions, cancellation_reason, assigned_at, picked_up_at, delivered_at, cancelled_at,
       promised_delivery_date, delivery_photo_url, ${LINES}, payments(status, completed_at, created_at)`,
    )
    .eq('id', id)
    .order('created_at', { ascending: true, referencedTable: 'order_items' })
    .maybeSingle()
  if (error) throw new OrdersError(error)
  if (!data) return null
  const { order_items, payments, shipping_address, ...order } = data
  const paid = payments.find((payment) => payment.status === 'paid' && payment.completed_at)
  return {
    ...order,
    shipping_address: shippingAddress(shipping_address),
    lines: lines(order_items),
    paid_at: paid?.completed_at ?? null,
  }
}

export async function cancelOrder(id: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.rpc('cancel_order', { order_id: id, reason: 'Cancelled by the customer' })
  if (error) throw new OrdersError(error)
}

/** Calls `onChange` whenever this order changes (status, payment), until the returned function is called. */
export async function watchOrder(id: string, onChange: () => void): Promise<() => void> {
  const client = await getSupabase()
  const channel = client
    .channel(`order-${id}`)
    .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'orders', filter: `id=eq.${id}` }, onChange)
    .subscribe()
  return () => {
    void client.removeChannel(channel)
  }
}
