// The alert that cannot be missed: on every outlet screen, above the page, while any new order of the
// outlet waits for someone to take it up. It lists them with Open, rings a tone (or says the browser
// keeps it silent, with a button to turn it on) and blinks the tab's title. It goes on every open screen
// of the outlet at once when anyone there opens the order or starts preparing it: the list is the
// server's (api/new-orders.ts), read again on every change to the outlet's orders and notifications.
import { useLiveTags } from '@shop/shared/api'
import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '@shop/shared/orders/order-number'
import { kampalaTime } from '@shop/shared/time/kampala'
import { useId } from 'react'
import { Link, useNavigate } from 'react-router'
import { type NewOrder, newOrdersApi, useOutletNewOrdersQuery } from '../../lib/new-orders/api.ts'
import { useAlertTone } from './hooks/use-alert-tone.ts'
import { useBlinkingTitle } from './hooks/use-blinking-title.ts'
import './new-order-alert.css'

/** The orders the alert lists by name, the newest first; the others are counted. */
export const LISTED = 5

/** "New order received!" for one, "3 new orders received!" for more. */
export function alertTitle(count: number): string {
  return count === 1 ? 'New order received!' : `${count} new orders received!`
}

export function NewOrderAlert({ outletId }: { outletId: string }) {
  const { data: orders = [] } = useOutletNewOrdersQuery(outletId)
  const live = { tags: ['OutletNewOrders' as const], filter: `outlet_id=eq.${outletId}` }
  useLiveTags(newOrdersApi.util.invalidateTags, { table: 'orders', ...live })
  useLiveTags(newOrdersApi.util.invalidateTags, { table: 'outlet_notifications', ...live })
  const { sound, enable } = useAlertTone(orders.length > 0)
  useBlinkingTitle(orders.length)
  const titleId = useId()
  const navigate = useNavigate()
  if (orders.length === 0) return null
  const hidden = orders.length - LISTED
  return (
    <section className="order-alert" aria-labelledby={titleId}>
      <div className="order-alert__head">
        {/* Announced as it appears and whenever the count changes. */}
        <div role="alert">
          <h2 id={titleId} className="order-alert__title">
            {alertTitle(orders.length)}
          </h2>
        </div>
        {sound === 'blocked' ? (
          <p className="order-alert__sound">
            Sound is off: this browser keeps the page silent until you allow it.{' '}
            <button type="button" className="order-alert__button" onClick={enable}>
              Turn sound on
            </button>
          </p>
        ) : null}
      </div>
      <ul className="order-alert__list">
        {orders.slice(0, LISTED).map((order) => (
          <li key={order.id} className="order-alert__order">
            <span>
              <strong>{orderNumber(order.number)}</strong> · {customerOf(order)} ·{' '}
              {formatMoney(Number(order.total_amount))} · {kampalaTime(order.created_at)}
            </span>
            <button
              type="button"
              className="order-alert__button order-alert__button--primary"
              aria-label={`Open ${orderNumber(order.number)}`}
              onClick={() => navigate(`/outlet/orders/${order.id}`)}
            >
              Open
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <p className="order-alert__more">
          And {hidden} more. <Link to="/outlet/orders">All orders</Link>
        </p>
      ) : null}
    </section>
  )
}

function customerOf(order: NewOrder): string {
  return order.shipping_address?.full_name || 'a customer'
}
