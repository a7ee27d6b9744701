// The packing ticket that goes with an order's bag: its number, what to pack (with a box to tick per
// line), who it is for and where, the customer's instructions, and how it is paid: what the rider
// collects at the door.
import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '../orders/order-number.ts'
import { kampalaDateTime } from '../time/kampala.ts'
import { addressLine, collectText, type PrintableOrder } from './printable-order.ts'

export function PackingTicket({ order }: { order: PrintableOrder }) {
  const address = order.shipping_address
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <article className="print-doc" aria-label={`Packing ticket, ${orderNumber(order.number)}`}>
      <header className="print-doc__head">
        <p className="print-doc__kind">Packing ticket</p>
        <h1 className="print-doc__number">{orderNumber(order.number)}</h1>
        <p>
          Placed {kampalaDateTime(order.created_at)}
          {order.outlet ? ` · ${order.outlet.name}` : ''}
        </p>
      </header>
      <table className="print-doc__items">
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Qty</th>
            <th scope="col">Item</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="print-doc__tick" aria-hidden="true">
                ☐
              </td>
              <td className="print-doc__qty">{item.quantity}</td>
              <td>{item.product_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {units} {units === 1 ? 'item' : 'items'} in {order.items.length} {order.items.length === 1 ? 'line' : 'lines'}
      </p>
      <dl className="print-doc__facts">
        <dt>Customer</dt>
        <dd>{address.full_name ?? order.customer?.full_name ?? '—'}</dd>
        <dt>Phone</dt>
        <dd>{address.phone ?? order.customer?.phone ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{addressLine(address)}</dd>
        <dt>Instructions</dt>
        <dd>{order.delivery_instructions || 'None'}</dd>
        <dt>Payment</dt>
        <dd className="print-doc__collect">{collectText(order, formatMoney)}</dd>
      </dl>
    </article>
  )
}
