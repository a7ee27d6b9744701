// The orders screen's server data, through the portals' data layer (@shop/shared/api): the paged list
// with its count, one order with everything the detail shows, the riders an admin may assign, and the
// status changes, each through its transition function. RLS decides which orders a portal sees (all for
// an admin, one outlet's for its staff), so the same endpoints serve both portals.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import type { OrderStatus } from '@shop/shared/orders'
import type { ShippingAddress } from '../orders/shipping-address.ts'
import { signDeliveryPhoto } from '../storage/delivery-photo.ts'
import { PAGE_SIZE, searchPatterns } from './query-state.ts'

const LIST_COLUMNS =
  'id, number, status, payment_status, payment_method, total_amount, created_at, shipping_address, outlet_id, outlet:outlets(id, name), rider:delivery_riders(id, full_name)'

const DETAIL_COLUMNS = `id, number, status, payment_status, payment_method, currency, subtotal, discount_amount, delivery_fee,
  total_amount, coupon_code, shipping_address, delivery_latitude, delivery_longitude, delivery_instructions,
  delivery_distance_km, cancellation_reason, created_at, updated_at, assigned_at, picked_up_at, delivered_at,
  cancelled_at, outlet_id, rider_id, handed_over_by, delivery_photo_url,
  outlet:outlets(id, name, address, phone, latitude, longitude),
  rider:delivery_riders(id, full_name, phone, vehicle_type),
  customer:users(id, full_name, email, phone),
  items:order_items(id, product_id, product_name, quantity, price, line_total),
  payments(id, provider, status, amount, currency, confirmation_code, created_at)`

type Order = Tables<'orders'>

export type OrderRow = Pick<
  Order,
  'id' | 'number' | 'status' | 'payment_status' | 'payment_method' | 'total_amount' | 'created_at' | 'outlet_id'
> & {
  shipping_address: ShippingAddress
  outlet: Pick<Tables<'outlets'>, 'id' | 'name'> | null
  rider: Pick<Tables<'delivery_riders'>, 'id' | 'full_name'> | null
}

export type OrderDetail = Omit<Order, 'shipping_address' | 'user_id' | 'search_text'> & {
  shipping_address: ShippingAddress
  outlet: Pick<Tables<'outlets'>, 'id' | 'name' | 'address' | 'phone' | 'latitude' | 'longitude'> | null
  rider: Pick<Tables<'delivery_riders'>, 'id' | 'full_name' | 'phone' | 'vehicle_type'> | null
  customer: Pick<Tables<'users'>, 'id' | 'full_name' | 'email' | 'phone'> | null
  items: Pick<Tables<'order_items'>, 'id' | 'product_id' | 'product_name' | 'quantity' | 'price' | 'line_total'>[]
  payments: Pick<
    Tables<'payments'>,
    'id' | 'provider' | 'status' | 'amount' | 'currency' | 'confirmation_code' | 'created_at'
  >[]
}

export interface OrderPage {
  rows: OrderRow[]
  /** How many orders match, over every page. */
  total: number
}

export interface OrderListArgs {
  search: string
  status: OrderStatus | null
  page: number
}

export type AssignableRider = {
  id: string
  full_name: string
  phone: string | null
  vehicle_type: string
  rating: number
  total_deliveries: number
  /** Kilometres from the order's outlet to the rider's latest delivery point; null when unknown. */
  distance_km: number | null
}

export const ordersScreenApi = api
  .enhanceEndpoints({ addTagTypes: ['OrderList', 'Order', 'AssignableRiders'] })
  .injectEndpoints({
    overrideExisting: false,
    endpoints: (build) => ({
      orderList: build.query<OrderPage, OrderListArgs>({
        query:
          ({ search, status, page }) =>
          (db) => {
            // A search reads search_orders (the trigram index, under the orders policy's rule): a filter on
            // the table cannot use that index under RLS and reads every order the reader may see.
            const patterns = searchPatterns(search)
            let query = (
              patterns.length
                ? db.rpc('search_orders', { patterns }, { count: 'exact' }).select(LIST_COLUMNS)
                : db.from('orders').select(LIST_COLUMNS, { count: 'exact' })
            )
              .order('created_at', { ascending: false })
              .order('id', { ascending: false })
              .range((page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1)
            if (status) query = query.eq('status', status)
            return query
          },
        transformResponse: (rows: OrderRow[], meta) => ({ rows, total: meta?.count ?? rows.length }),
        providesTags: ['OrderList'],
      }),
      orderDetail: build.query<OrderDetail, string>({
        query: (id) => (db) => db.from('orders').select(DETAIL_COLUMNS).eq('id', id).single(),
        providesTags: (_order, _error, id) => [{ type: 'Order', id }],
      }),
      /** A signed URL for the order's delivery photo (its stored path), for those who may see the order. */
      orderDeliveryPhoto: build.query<string | null, string>({
        query: (path) => (db) => signDeliveryPhoto(db, path),
      }),
      assignableRiders: build.query<AssignableRider[], string>({
        query: (orderId) => (db) => db.rpc('assignable_riders', { order_id: orderId }),
        providesTags: ['AssignableRiders'],
      }),
      markOrderProcessing: build.mutation<unknown, string>({
        query: (orderId) => (db) => db.rpc('mark_order_processing', { order_id: orderId }),
        invalidatesTags: (_result, _error, id) => ['OrderList', { type: 'Order', id }],
      }),
      handToRider: build.mutation<unknown, string>({
        query: (orderId) => (db) => db.rpc('hand_to_rider', { order_id: orderId }),
        invalidatesTags: (_result, _error, id) => ['OrderList', { type: 'Order', id }],
      }),
      assignRider: build.mutation<unknown, { orderId: string; riderId: string }>({
        query:
          ({ orderId, riderId }) =>
          (db) =>
            db.rpc('assign_rider', { order_id: orderId, rider_id: riderId }),
        invalidatesTags: (_result, _error, { orderId }) => [
          'OrderList',
          'AssignableRiders',
          { type: 'Order', id: orderId },
        ],
      }),
      cancelOrder: build.mutation<unknown, { orderId: string; reason: string | null }>({
        query:
          ({ orderId, reason }) =>
          (db) =>
            db.rpc('cancel_order', { order_id: orderId, reason: reason ?? undefined }),
        invalidatesTags: (_result, _error, { orderId }) => ['OrderList', { type: 'Order', id: orderId }],
      }),
    }),
  })
