// The order's bill: a receipt once it is paid, an invoice before. The shop and the outlet that sold it,
// the customer, each line, and the figures as the order was priced (subtotal, the coupon's discount, the
// delivery fee, the total), with how it was or is to be paid.
import { business } from '@shop/shared/business'
import { formatMoney } from '@shop/shared/money'
import { paymentStatusLabel } from '@shop/shared/orders'
import { orderNumber } from '../orders/order-number.ts'
import { paymentMethodLabel } from '../payments/methods.ts'
import { kampalaDateTime } from '../time/kampala.ts'
import { addressLine, amountToCollect, billTitle, type PrintableOrder } from './printable-order.ts'

const money = (amount: number | null) => formatMoney(Number(amount ?? 0))

export function Receipt({ order }: { order: PrintableOrder }) {
  const title = billTitle(order)
  const address = order.shipping_address
  const due = amountToCollect(order)
  return (
    <article className="print-doc" aria-label={`${title}, ${orderNumber(order.number)}`}>
      <header className="print-doc__head">
        <p className="print-doc__shop">{business.name}</p>
        <p>
          {order.outlet
            ? `${order.outlet.name}${order.outlet.address ? `, ${order.outlet.address}` : ''}`
            : business.address}
        </p>
        <p>
          {order.outlet?.phone ?? business.phone} · {business.email}
        </p>
        <h1 className="print-doc__kind">{title}</h1>
        <p>
          {orderNumber(order.number)} · {kampalaDateTime(order.created_at)}
        </p>
      </header>
      <dl className="print-doc__facts">
        <dt>Billed to</dt>
        <dd>
          {address.full_name ?? order.customer?.full_name ?? '—'}
          {address.phone ? `, ${address.phone}` : ''}
        </dd>
        <dt>Deliver to</dt>
        <dd>{addressLine(address)}</dd>
      </dl>
      <table className="print-doc__items">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="print-doc__num">
              Qty
            </th>
            <th scope="col" className="print-doc__num print-doc__price">
              Price
            </th>
            <th scope="col" className="print-doc__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>{item.product_name}</td>
              <td className="print-doc__num">{item.quantity}</td>
              <td className="print-doc__num print-doc__price">{money(item.price)}</td>
              <td className="print-doc__num">{money(item.line_total ?? item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="print-doc__totals">
        <dt>Subtotal</dt>
        <dd>{money(order.subtotal)}</dd>
        {Number(order.discount_amount) > 0 ? (
          <>
            <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
            <dd>−{money(order.discount_amount)}</dd>
          </>
        ) : null}
        <dt>Delivery fee</dt>
        <dd>{Number(order.delivery_fee) > 0 ? money(order.delivery_fee) : 'Free'}</dd>
        <dt className="print-doc__total">Total</dt>
        <dd className="print-doc__total">{money(order.total_amount)}</dd>
      </dl>
      <dl className="print-doc__facts">
        <dt>Payment</dt>
        <dd>
          {paymentMethodLabel(order.payment_method)}: {paymentStatusLabel(order.payment_status)}
        </dd>
        {due > 0 ? (
          <>
            <dt>To pay on delivery</dt>
            <dd className="print-doc__collect">{money(due)}</dd>
          </>
        ) : null}
      </dl>
      <p className="print-doc__thanks">Thank you for shopping with {business.name}.</p>
    </article>
  )
}
