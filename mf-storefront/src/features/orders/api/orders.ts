// The customer's own orders (RLS shows a customer only theirs; the list also filters by their id, as
// staff and admins may see more), one order with its lines and payment attempts, and cancelling.
import type { OrderStatus, PaymentStatus } from '@shop/shared/orders'
import { getSupabase } from '@shop/shared/supabase'
import { isUuid } from '../../../lib/ids/uuid.ts'

export interface OrderLine {
  id: string
  product_id: string | null
  product_name: string
  quantity: number
  price: number
  line_total: number
  image_url: string | null
}

export interface ShippingAddress {
  full_name?: string
  email?: string
  phone?: string
  street?: string
  city?: string
  state?: string
  postal_code?: string
  country?: string
  formatted_address?: string
}

export interface OrderSummaryRow {
  id: string
  created_at: string
  status: OrderStatus
  payment_status: PaymentStatus
  payment_method: string
  total_amount: number
  lines: OrderLine[]
}

export interface OrderDetail extends OrderSummaryRow {
  updated_at: string
  subtotal: number
  discount_amount: number
  delivery_fee: number
  coupon_code: string | null
  currency: string
  shipping_address: ShippingAddress
  delivery_latitude: number
  delivery_longitude: number
  delivery_instructions: string | null
  cancellation_reason: string | null
  assigned_at: string | null
  picked_up_at: string | null
  delivered_at: string | null
  cancelled_at: string | null
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

type RawLine = Omit<OrderLine, 'image_url'> & { products: { image_urls: string[] | null } | null }

function lines(raw: RawLine[] | null | undefined): OrderLine[] {
  return (raw ?? []).map(({ products, ...line }) => ({
    ...line,
    price: Number(line.price),
    line_total: Number(line.line_total),
    image_url: products?.image_urls?.[0] ?? null,
  }))
}

export async function listMyOrders(userId: string): Promise<OrderSummaryRow[]> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('orders')
    .select(`id, created_at, status, payment_status, payment_method, total_amount, ${LINES}`)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('created_at', { ascending: true, referencedTable: 'order_items' })
  if (error) throw new OrdersError(error)
  return (data ?? []).map(({ order_items, ...order }) => ({
    ...(order as Omit<OrderSummaryRow, 'lines'>),
    total_amount: Number(order.total_amount),
    lines: lines(order_items as unknown as RawLine[]),
  }))
}

/** One order, or null when there is none this customer may see (or the id is not an order id). */
export async function getOrder(id: string): Promise<OrderDetail | null> {
  if (!isUuid(id)) return null
  const client = await getSupabase()
  const { data, error } = await client
    .from('orders')
    .select(
      `id, created_at, updated_at, status, payment_status, payment_method, currency, subtotal, discount_amount,
       delivery_fee, total_amount, coupon_code, shipping_address, delivery_latitude, delivery_longitude,
       delivery_instructions, cancellation_reason, assigned_at, picked_up_at, delivered_at, cancelled_at,
       ${LINES}, payments(status, completed_at, created_at)`,
    )
    .eq('id', id)
    .order('created_at', { ascending: true, referencedTable: 'order_items' })
    .maybeSingle()
  if (error) throw new OrdersError(error)
  if (!data) return null
  const { order_items, payments, ...order } = data as typeof data & {
    payments: Array<{ status: string; completed_at: string | null }> | null
  }
  const paid = (payments ?? []).find((payment) => payment.status === 'paid' && payment.completed_at)
  return {
    ...(order as unknown as Omit<OrderDetail, 'lines' | 'paid_at'>),
    subtotal: Number(order.subtotal),
    discount_amount: Number(order.discount_amount),
    delivery_fee: Number(order.delivery_fee),
    total_amount: Number(order.total_amount),
    lines: lines(order_items as unknown as RawLine[]),
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
