// The customer's own orders, injected into the shared api (RLS shows a customer only theirs; the list also
// filters by their id, as staff and admins may see more): the list, one order with its lines and payment
// attempts, its delivery photo, its delivery code, and cancelling. Screens keep them live with useLiveTags on the 'Order' tags.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { Json } from '@shop/shared/database'
import { isUuid } from '@shop/shared/ids/uuid'
import type { ShippingAddress } from '@shop/shared/orders/shipping-address'
import { signDeliveryPhoto } from '@shop/shared/storage/delivery-photo'
import type { ShopClient } from '@shop/shared/supabase'
import { jsonFields } from '@shop/shared/supabase/json'
import type { QueryData } from '@supabase/supabase-js'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'

/** An unknown id (mistyped, or someone else's order) is "Order not found" on the page; only a failed read says this. */
export const ORDER_LOAD_FAILED = 'Failed to load order details'

const LINES = 'order_items(id, product_id, product_name, quantity, price, line_total, products(image_urls))'

const myOrdersQuery = (db: ShopClient, userId: string) =>
  db
    .from('orders')
    .select(`id, number, created_at, status, payment_status, payment_method, total_amount, ${LINES}`)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('created_at', { ascending: true, referencedTable: 'order_items' })

type RawLine = QueryData<ReturnType<typeof myOrdersQuery>>[number]['order_items'][number]

function lines(raw: RawLine[]) {
  return raw.map(({ products, line_total, ...line }) => ({
    ...line,
    // A generated column (price × quantity), so typed nullable, though never null in a stored row.
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

const orderQuery = (db: ShopClient, id: string) =>
  db
    .from('orders')
    .select(
      `id, number, created_at, updated_at, status, payment_status, payment_method, currency, subtotal, discount_amount,
       delivery_fee, total_amount, coupon_code, shipping_address, delivery_latitude, delivery_longitude,
       delivery_instructions, cancellation_reason, assigned_at, picked_up_at, delivered_at, cancelled_at,
       promised_delivery_date, delivery_photo_url, delivery_proof, delivery_code_locked_at, ${LINES}, payments(status, completed_at, created_at)`,
    )
    .eq('id', id)
    .order('created_at', { ascending: true, referencedTable: 'order_items' })
    .maybeSingle()

type OrderRow = QueryData<ReturnType<typeof orderQuery>>

function orderDetail(row: OrderRow | null) {
  if (!row) return null
  const { order_items, payments, shipping_address, ...order } = row
  const paid = payments.find((payment) => payment.status === 'paid' && payment.completed_at)
  return {
    ...order,
    shipping_address: shippingAddress(shipping_address),
    lines: lines(order_items),
    /** When the latest payment attempt completed, if it has. */
    paid_at: paid?.completed_at ?? null,
  }
}

export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The customer's orders, newest first. */
    myOrders: supabaseQuery(build, {
      query: (userId: string) => (db) => myOrdersQuery(db, userId),
      transformResponse: (rows) => rows.map(({ order_items, ...order }) => ({ ...order, lines: lines(order_items) })),
      providesTags: ['Order'],
    }),
    /** One order, or null when there is none this customer may see (or the id is not an order id). */
    myOrder: supabaseQuery(build, {
      query: (id: string) => (db) => (isUuid(id) ? orderQuery(db, id) : Promise.resolve({ data: null, error: null })),
      transformResponse: orderDetail,
      onQueryStarted: toastOnFailure(ORDER_LOAD_FAILED),
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /** A signed URL for an order's delivery photo (its stored path); Storage signs it only for the order's customer (and staff). */
    deliveryPhoto: supabaseQuery(build, {
      query: (path: string) => async (db) => {
        const { data, error } = await signDeliveryPhoto(db, path)
        if (error || !data) return { data: null, error: error ?? { message: 'no signed URL for the delivery photo' } }
        return { data, error: null }
      },
      // A signed URL works for an hour (DELIVERY_PHOTO_URL_SECONDS); a page shown again asks for a fresh one.
      keepUnusedDataFor: 0,
    }),
    /** The order's delivery code while it is out for delivery (null otherwise); asked again as the order changes. */
    deliveryCode: supabaseQuery(build, {
      query: (id: string) => (db) => db.rpc('delivery_code', { order_id: id }),
      providesTags: (_code, _error, id) => [{ type: 'Order', id }],
    }),
    cancelMyOrder: supabaseMutation(build, {
      query: (id: string) => (db) => db.rpc('cancel_order', { order_id: id, reason: 'Cancelled by the customer' }),
      invalidatesTags: ['Order'],
    }),
  }),
})

type Endpoints = typeof ordersApi.endpoints

export type OrderSummaryRow = Endpoints['myOrders']['Types']['ResultType'][number]
export type OrderLine = OrderSummaryRow['lines'][number]
export type OrderDetail = NonNullable<Endpoints['myOrder']['Types']['ResultType']>

export const {
  useMyOrdersQuery,
  useMyOrderQuery,
  useDeliveryPhotoQuery,
  useDeliveryCodeQuery,
  useCancelMyOrderMutation,
} = ordersApi
