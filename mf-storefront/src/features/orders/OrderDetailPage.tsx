// /orders/:id: one of the customer's orders: items, totals, delivery address, payment method and status,
// the status timeline; Cancel while pending, Pay now while an online payment is outstanding; while the
// order is picked up, the delivery code to give the rider (DeliveryCode) and the rider on a map with a
// rough arrival estimate (DeliveryTracking).
// "Order not found" (with Back to Orders) for an unknown id, someone else's order, or a failed load.
import { arrivalLabel } from '@shop/shared/business/delivery-day'
import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '@shop/shared/orders/order-number'
import { paymentMethodLabel } from '@shop/shared/payments/methods'
import { kampalaDate, kampalaDateTime } from '@shop/shared/time/kampala'
import { Link, useParams } from 'react-router'
import { ProductImage } from '../../components/ProductImage.tsx'
import { BuyAgainButton } from '../../lib/reorder/BuyAgainButton.tsx'
import { SignInRequired } from '../../lib/sign-in-required/SignInRequired.tsx'
import type { OrderDetail } from './api/orders.ts'
import { CancelOrder } from './components/CancelOrder.tsx'
import { DeliveryCode } from './components/DeliveryCode.tsx'
import { DeliveryPhoto } from './components/DeliveryPhoto.tsx'
import { DeliveryTracking } from './components/DeliveryTracking.tsx'
import { canPayNow, PayNowButton } from './components/PayNowButton.tsx'
import { OrderStatusTag, PaymentStatusTag } from './components/StatusTag.tsx'
import { StatusTimeline } from './components/StatusTimeline.tsx'
import { useOrder } from './hooks/useOrder.ts'
import './orders.css'

export default function OrderDetailPage() {
  const { id = '' } = useParams()
  return (
    <SignInRequired title="Your order" message="Please sign in to see your order">
      <OrderDetailScreen id={id} />
    </SignInRequired>
  )
}

function OrderNotFound({ retry }: { retry?: () => void }) {
  return (
    <main className="page orders">
      <div className="orders__empty">
        <h1 className="orders__empty-title">Order not found</h1>
        <div className="order-detail__actions order-detail__actions--center">
          <Link to="/orders" className="button button--primary">
            Back to Orders
          </Link>
          {retry ? (
            <button type="button" className="button" onClick={retry}>
              Try again
            </button>
          ) : null}
        </div>
      </div>
    </main>
  )
}

function OrderDetailScreen({ id }: { id: string }) {
  const order = useOrder(id)
  if (order.currentData) return <OrderView order={order.currentData} />
  if (order.isLoading || (order.isFetching && !order.isError)) {
    return (
      <main className="page orders">
        <p role="status" className="orders__loading">
          Loading order…
        </p>
      </main>
    )
  }
  return <OrderNotFound retry={order.isError ? order.refetch : undefined} />
}

function addressLines(order: OrderDetail): string[] {
  const address = order.shipping_address
  const place = address.formatted_address ?? ''
  const lines = [address.street, place || [address.city, address.country].filter(Boolean).join(', ')]
  return lines.filter((line): line is string => Boolean(line?.trim()))
}

function OrderView({ order }: { order: OrderDetail }) {
  const contact = order.shipping_address
  const payable = canPayNow(order)
  return (
    <main className="page orders order-detail">
      <p>
        <Link to="/orders">← Back to Orders</Link>
      </p>
      <div className="order-detail__head">
        <h1>{orderNumber(order.number)}</h1>
        <OrderStatusTag status={order.status} />
      </div>
      <p className="order-detail__date">Placed {kampalaDateTime(order.created_at)}</p>
      {order.promised_delivery_date &&
      order.promised_delivery_date >= kampalaDate(new Date()) &&
      ['pending', 'processing', 'assigned', 'picked_up'].includes(order.status) ? (
        <p className="order-detail__date" data-testid="order-promise">
          {arrivalLabel(order.promised_delivery_date, new Date())} (promised when you ordered)
        </p>
      ) : null}

      <div className="order-detail__actions">
        {payable ? <PayNowButton order={order} /> : null}
        {order.status === 'pending' ? <CancelOrder orderId={order.id} /> : null}
        <BuyAgainButton orderId={order.id} />
      </div>
      {payable ? (
        <p className="order-detail__note">
          {order.payment_status === 'failed'
            ? 'The last payment attempt did not go through. You can try again.'
            : 'This order is waiting for payment.'}
        </p>
      ) : null}

      <DeliveryCode order={order} />
      <DeliveryTracking order={order} />

      <div className="order-detail__grid">
        <section className="order-detail__card" aria-labelledby="order-items">
          <h2 id="order-items">Items</h2>
          <ul className="order-detail__lines" aria-label="Order items">
            {order.lines.map((line) => (
              <li key={line.id} className="order-line">
                <ProductImage path={line.image_url} alt="" ratio={1} className="order-line__image" sizes="48px" />
                <div className="order-line__body">
                  <span className="order-line__name">{line.product_name}</span>
                  <span className="order-line__qty">
                    {line.quantity} × {formatMoney(line.price)}
                  </span>
                </div>
                <span className="order-line__total">{formatMoney(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <dl className="order-detail__totals">
            <div>
              <dt>Subtotal</dt>
              <dd>{formatMoney(order.subtotal)}</dd>
            </div>
            <div>
              <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
              <dd>{order.discount_amount > 0 ? `-${formatMoney(order.discount_amount)}` : formatMoney(0)}</dd>
            </div>
            <div>
              <dt>Delivery Fee</dt>
              <dd>{order.delivery_fee === 0 ? 'Free' : formatMoney(order.delivery_fee)}</dd>
            </div>
            <div className="order-detail__total">
              <dt>Total</dt>
              <dd>{formatMoney(order.total_amount)}</dd>
            </div>
          </dl>
        </section>

        <div className="order-detail__side">
          <section className="order-detail__card" aria-labelledby="order-status">
            <h2 id="order-status">Order Status</h2>
            <StatusTimeline order={order} />
            {order.status === 'cancelled' && order.cancellation_reason ? (
              <p className="order-detail__note">Reason: {order.cancellation_reason}</p>
            ) : null}
          </section>

          <DeliveryPhoto order={order} />

          <section className="order-detail__card" aria-labelledby="order-payment">
            <h2 id="order-payment">Payment</h2>
            <dl className="order-detail__facts">
              <div>
                <dt>Method</dt>
                <dd>{paymentMethodLabel(order.payment_method)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <PaymentStatusTag status={order.payment_status} />
                </dd>
              </div>
            </dl>
          </section>

          <section className="order-detail__card" aria-labelledby="order-delivery">
            <h2 id="order-delivery">Delivery Address</h2>
            <address className="order-detail__address">
              {contact.full_name ? <span>{contact.full_name}</span> : null}
              {addressLines(order).map((line) => (
                <span key={line}>{line}</span>
              ))}
              {contact.phone ? <span>{contact.phone}</span> : null}
              {contact.email ? <span>{contact.email}</span> : null}
            </address>
            {order.delivery_instructions ? (
              <p className="order-detail__note">Instructions: {order.delivery_instructions}</p>
            ) : null}
          </section>
        </div>
      </div>
    </main>
  )
}
