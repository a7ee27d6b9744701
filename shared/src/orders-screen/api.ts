// The orders screen's server data, through the portals' data layer (@shop/shared/api): the paged list
// with its count, one order with everything the detail shows (who assigned its riders too), the riders
// an admin or the outlet's manager may assign, and the status changes, each through its transition
// function. RLS decides which orders a portal sees (all for an admin, one outlet's for its staff), so the
// same endpoints serve both portals.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { OrderStatus } from '@shop/shared/orders'
import type { ShippingAddress } from '../orders/shipping-address.ts'
import { signDeliveryPhoto } from '../storage/delivery-photo.ts'
import { PAGE_SIZE, searchPatterns } from './query-state.ts'

const LIST_COLUMNS =
  'id, number, status, payment_status, payment_method, total_amount, created_at, shipping_address, outlet_id, outlet:outlets(id, name), rider:delivery_riders(id, full_name)'

const DETAIL_COLUMNS = `id, number, status, payment_status, payment_method, currency, subtotal, discount_amount, delivery_fee,
  total_amount, coupon_code, shipping_address, delivery_latitude, delivery_longitude, delivery_instructions,
  delivery_distance_km, cancellation_reason, created_at, updated_at, assigned_at, picked_up_at, delivered_at,
  cancelled_at, outlet_id, rider_id, handed_over_by, delivery_photo_url, delivery_proof, delivery_code_failures,
  delivery_code_locked_at,
  outlet:outlets(id, name, address, phone, latitude, longitude),
  rider:delivery_riders(id, full_name, phone, vehicle_type),
  customer:users(id, full_name, email, phone),
  items:order_items(id, product_id, product_name, quantity, price, line_total),
  payments(id, provider, status, amount, currency, confirmation_code, created_at),
  assignments:order_assignments(id, rider_name, assigned_by_name, assigned_as, assigned_at),
  declines:order_declines(id, rider_id, rider_name, reason, note, declined_at)`

export interface OrderListArgs {
  search: string
  status: OrderStatus | null
  page: number
}

/** A jsonb column's shape, which the generated types cannot know (`Json`). */
type WithShippingAddress = { shipping_address: ShippingAddress }

export const ordersScreenApi = api
  .enhanceEndpoints({ addTagTypes: ['OrderList', 'Order', 'AssignableRiders'] })
  .injectEndpoints({
    overrideExisting: false,
    endpoints: (build) => ({
      orderList: supabaseQuery(build, {
        query:
          ({ search, status, page }: OrderListArgs) =>
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
            return query.overrideTypes<WithShippingAddress[]>()
          },
        transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
        providesTags: ['OrderList'],
      }),
      orderDetail: supabaseQuery(build, {
        query: (id: string) => (db) =>
          db.from('orders').select(DETAIL_COLUMNS).eq('id', id).single().overrideTypes<WithShippingAddress>(),
        providesTags: (_order, _error, id) => [{ type: 'Order', id }],
      }),
      /** A signed URL for the order's delivery photo (its stored path), for those who may see the order. */
      orderDeliveryPhoto: supabaseQuery(build, {
        query: (path: string) => (db) => signDeliveryPhoto(db, path),
      }),
      assignableRiders: supabaseQuery(build, {
        // A function's columns are typed not null; these are null for a rider without a phone, and with
        // nothing to measure (no delivery yet, an outlet without coordinates).
        query: (orderId: string) => (db) =>
          db
            .rpc('assignable_riders', { order_id: orderId })
            .overrideTypes<{ phone: string | null; distance_km: number | null }[]>(),
        providesTags: ['AssignableRiders'],
      }),
      markOrderProcessing: supabaseMutation(build, {
        query: (orderId: string) => (db) => db.rpc('mark_order_processing', { order_id: orderId }),
        invalidatesTags: (_result, _error, id) => ['OrderList', { type: 'Order', id }],
      }),
      handToRider: supabaseMutation(build, {
        query: (orderId: string) => (db) => db.rpc('hand_to_rider', { order_id: orderId }),
        invalidatesTags: (_result, _error, id) => ['OrderList', { type: 'Order', id }],
      }),
      assignRider: supabaseMutation(build, {
        query:
          ({ orderId, riderId }: { orderId: string; riderId: string }) =>
          (db) =>
            db.rpc('assign_rider', { order_id: orderId, rider_id: riderId }),
        invalidatesTags: (_result, _error, { orderId }) => [
          'OrderList',
          'AssignableRiders',
          { type: 'Order', id: orderId },
        ],
      }),
      cancelOrder: supabaseMutation(build, {
        query:
          ({ orderId, reason }: { orderId: string; reason: string | null }) =>
          (db) =>
            db.rpc('cancel_order', { order_id: orderId, reason: reason ?? undefined }),
        invalidatesTags: (_result, _error, { orderId }) => ['OrderList', { type: 'Order', id: orderId }],
      }),
    }),
  })

type Endpoints = typeof ordersScreenApi.endpoints

/** A page of the list and how many orders match, over every page. */
export type OrderPage = Endpoints['orderList']['Types']['ResultType']
export type OrderRow = OrderPage['rows'][number]
/** One order with everything the detail shows. */
export type OrderDetail = Endpoints['orderDetail']['Types']['ResultType']
export type AssignableRider = Endpoints['assignableRiders']['Types']['ResultType'][number]
/** A rider's decline of the order: who, when, why. */
export type OrderDecline = OrderDetail['declines'][number]
