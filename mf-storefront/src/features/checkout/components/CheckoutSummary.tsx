// The checkout's summary: what is being ordered, the discount code, and the figures from quote_order.
import type { CartLine } from '@shop/shared/cart'
import { formatMoney } from '@shop/shared/money'
import { unitPrice } from '@shop/shared/pricing'
import type { ReactNode } from 'react'
import { CouponForm } from '../../../lib/coupon/CouponForm.tsx'
import { OrderSummary } from '../../../lib/order-pricing/OrderSummary.tsx'
import type { OrderQuoteState } from '../../../lib/order-pricing/useOrderQuote.ts'

export function CheckoutSummary({
  lines,
  quote,
  children,
}: {
  lines: readonly CartLine[]
  quote: OrderQuoteState
  children: ReactNode
}) {
  return (
    <div className="checkout__aside">
      <section className="checkout__section" aria-labelledby="checkout-items">
        <h2 id="checkout-items">Your Order</h2>
        <ul className="checkout__items" aria-label="Order items">
          {lines.map(({ product, quantity }) => (
            <li key={product.id}>
              <span>
                {product.name} × {quantity}
              </span>
              <span>
                {formatMoney(unitPrice({ price: product.price, discountPrice: product.discount_price }) * quantity)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="checkout__section">
        <CouponForm label="Discount Code" />
      </section>
      <OrderSummary figures={quote.figures} confirming={quote.loading}>
        {children}
      </OrderSummary>
    </div>
  )
}
