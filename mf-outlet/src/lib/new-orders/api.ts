// The outlet's new orders that nobody has taken up yet, for the alert on every outlet screen. An order's
// "seen" mark is its new-order notification (outlet_notifications, one per order, written when the order
// is placed): unread until someone at the outlet opens the order (or marks it read in the bell). An
// order waits for the outlet while that mark is unread and nobody has started it: pending and payable
// (cash on delivery), or moved on to processing by its online payment, which no one at the outlet
// pressed "Start preparing" for. RLS limits both reads and the mark to the reader's outlet.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { PaymentStatus } from '@shop/shared/orders'
import type { ShippingAddress } from '@shop/shared/orders/shipping-address'
import { awaitingPayment } from '@shop/shared/orders-screen/actions'

/** How many unread new-order notifications the alert reads, newest first: far more than an outlet has waiting. */
const READ_LIMIT = 50

export const newOrdersApi = api.enhanceEndpoints({ addTagTypes: ['OutletNewOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    outletNewOrders: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('outlet_notifications')
          .select(
            'id, order:orders!inner(id, number, status, payment_method, payment_status, total_amount, created_at, shipping_address)',
          )
          .eq('outlet_id', outletId)
          .eq('read', false)
          .in('order.status', ['pending', 'processing'])
          .order('created_at', { ascending: false })
          .limit(READ_LIMIT)
          .overrideTypes<{ order: { shipping_address: ShippingAddress } }[]>(),
      transformResponse: (rows) => rows.map((row) => row.order).filter(awaitsOutlet),
      providesTags: ['OutletNewOrders'],
    }),
    /** Marks the order seen for the whole outlet: its new-order notification is read. */
    markOrderSeen: supabaseMutation(build, {
      query: (orderId: string) => (db) =>
        db.from('outlet_notifications').update({ read: true }).eq('order_id', orderId).eq('read', false),
      invalidatesTags: ['OutletNewOrders'],
    }),
  }),
})

/** An order of the alert: unseen at the outlet. */
export type NewOrder = (typeof newOrdersApi.endpoints.outletNewOrders.Types.ResultType)[number]

/**
 * Whether an unseen order still waits for someone at the outlet to take it up. A cash order in
 * processing was started by a person; an online one got there by its payment alone.
 */
export function awaitsOutlet(order: {
  status: string
  payment_method: string
  payment_status: PaymentStatus
}): boolean {
  if (order.status === 'pending') return !awaitingPayment({ ...order, status: 'pending' })
  return order.status === 'processing' && order.payment_method !== 'cash_on_delivery'
}

export const { useOutletNewOrdersQuery, useMarkOrderSeenMutation } = newOrdersApi
