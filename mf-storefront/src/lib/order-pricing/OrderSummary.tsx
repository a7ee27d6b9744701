// The order summary of the cart and checkout: subtotal, discount, delivery fee (or Free) and total.
import { formatMoney } from '@shop/shared/money'
import type { ReactNode } from 'react'
import { DeliveryPromise } from '../delivery-promise/DeliveryPromise.tsx'
import type { OrderFigures } from './figures.ts'
import './order-summary.css'

export function OrderSummary({
  figures,
  confirming,
  children,
}: {
  figures: OrderFigures
  /** The figures are the instant preview; the server's are on their way. */
  confirming?: boolean
  children?: ReactNode
}) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" aria-busy={confirming || undefined}>
      <h2 id="order-summary-title" className="order-summary__title">
        Order Summary
      </h2>
      <dl className="order-summary__rows">
        <div className="order-summary__row">
          <dt>Subtotal</dt>
          <dd>{formatMoney(figures.subtotal)}</dd>
        </div>
        {figures.discountAmount > 0 ? (
          <div className="order-summary__row order-summary__row--discount">
            <dt>Discount{figures.couponCode ? ` (${figures.couponCode}, ${figures.discountPercent}%)` : ''}</dt>
            <dd>-{formatMoney(figures.discountAmount)}</dd>
          </div>
        ) : null}
        <div className="order-summary__row">
          <dt>Delivery Fee</dt>
          <dd>{figures.freeDelivery ? 'Free' : formatMoney(figures.deliveryFee)}</dd>
        </div>
        <div className="order-summary__row order-summary__row--total">
          <dt>Total</dt>
          <dd>{formatMoney(figures.totalAmount)}</dd>
        </div>
      </dl>
      {!figures.freeDelivery && figures.amountToFreeDelivery > 0 ? (
        <p className="order-summary__hint">Add {formatMoney(figures.amountToFreeDelivery)} more for free delivery.</p>
      ) : null}
      <DeliveryPromise />
      {children}
    </section>
  )
}
