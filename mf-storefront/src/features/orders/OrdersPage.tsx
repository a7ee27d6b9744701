// /orders, My Orders: the customer's orders newest first, each with its short id, date, items, total,
// status and payment status.
import { useLiveTags } from '@shop/shared/api'
import { type AppUser, selectCurrentUser } from '@shop/shared/auth'
import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '@shop/shared/orders/order-number'
import { useAppSelector } from '@shop/shared/store/hooks'
import { kampalaDateTime } from '@shop/shared/time/kampala'
import { Link } from 'react-router'
import { BuyAgainButton } from '../../lib/reorder/BuyAgainButton.tsx'
import { SignInRequired } from '../../lib/sign-in-required/SignInRequired.tsx'
import { type OrderSummaryRow, ordersApi, useMyOrdersQuery } from './api/orders.ts'
import { OrderStatusTag, PaymentStatusTag } from './components/StatusTag.tsx'
import './orders.css'

export default function OrdersPage() {
  return (
    <SignInRequired title="My Orders" message="Please sign in to see your orders">
      <MyOrders />
    </SignInRequired>
  )
}

function itemsText(order: OrderSummaryRow): string {
  const [first, second, ...rest] = order.lines
  const names = [first, second].filter(Boolean).map((line) => `${line?.product_name} × ${line?.quantity}`)
  return rest.length > 0 ? `${names.join(', ')} and ${rest.length} more` : names.join(', ')
}

function MyOrders() {
  const user = useAppSelector(selectCurrentUser) as AppUser
  // A status or payment that changes while the list is open shows without a reload.
  useLiveTags(ordersApi.util.invalidateTags, { table: 'orders', filter: `user_id=eq.${user.id}`, tags: ['Order'] })
  const orders = useMyOrdersQuery(user.id)

  return (
    <main className="page orders">
      <h1>My Orders</h1>
      {orders.isLoading ? (
        <p role="status" className="orders__loading">
          Loading your orders…
        </p>
      ) : null}
      {orders.isError && !orders.data ? (
        <div className="orders__empty" role="alert">
          <p className="orders__empty-title">Failed to load your orders</p>
          <button type="button" className="button" onClick={orders.refetch}>
            Try again
          </button>
        </div>
      ) : null}
      {orders.data?.length === 0 ? (
        <div className="orders__empty">
          <p className="orders__empty-title">You have no orders yet</p>
          <p>When you place an order it will show here, with its status.</p>
          <Link to="/products" className="button button--primary">
            Start Shopping
          </Link>
        </div>
      ) : null}
      {orders.data && orders.data.length > 0 ? (
        <ul className="orders__list" aria-label="Orders">
          {orders.data.map((order) => (
            <li key={order.id}>
              <Link to={`/orders/${order.id}`} className="order-card">
                <div className="order-card__head">
                  <span className="order-card__id">{orderNumber(order.number)}</span>
                  <OrderStatusTag status={order.status} />
                </div>
                <p className="order-card__date">{kampalaDateTime(order.created_at)}</p>
                <p className="order-card__items">{itemsText(order)}</p>
                <div className="order-card__foot">
                  <span className="order-card__total">{formatMoney(order.total_amount)}</span>
                  <span className="order-card__payment">
                    Payment <PaymentStatusTag status={order.payment_status} />
                  </span>
                </div>
              </Link>
              <div className="order-card__actions">
                <BuyAgainButton orderId={order.id} name={orderNumber(order.number)} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  )
}
