// One row of Active Deliveries: the badge ('New Order' for assigned, 'In Progress' for picked up), the
// pickup outlet (name, address, hours), the customer (name, street, city, phone) and Navigate: to the
// outlet before pickup, to the customer after. A tap anywhere on the row opens the order: the row's
// title is its one link, stretched over the card by CSS (dashboard.css), with the phone link and
// Navigate above it; so one tab stop, no nested controls.

import { orderNumber } from '@shop/shared/orders/order-number'
import { Link } from 'react-router'
import { directionsUrl, hasPoint, telUrl } from '../../../lib/directions.ts'
import { deliveryAddress, type RiderOrder } from '../../../lib/order-types.ts'

export function statusBadge(status: string): { label: string; className: string } {
  if (status === 'assigned') return { label: 'New Order', className: 'r-badge r-badge--new' }
  if (status === 'picked_up') return { label: 'In Progress', className: 'r-badge r-badge--progress' }
  return { label: status.replace('_', ' '), className: 'r-badge r-badge--done' }
}

export function DeliveryCard({ order, status }: { order: RiderOrder; status: string }) {
  const badge = statusBadge(status)
  const to = deliveryAddress(order)
  const outlet = order.outlet
  const toCustomer = status === 'picked_up'
  const target = toCustomer
    ? { lat: order.delivery_latitude, lng: order.delivery_longitude, who: to.fullName || 'the customer' }
    : { lat: outlet?.latitude, lng: outlet?.longitude, who: outlet?.name ?? 'the outlet' }
  return (
    <article className="r-card rider-delivery">
      <div className="rider-delivery__top">
        <span className={badge.className}>{badge.label}</span>
        <Link className="rider-delivery__open" to={`/rider/orders/${order.id}`}>
          {orderNumber(order.number)}
        </Link>
      </div>
      <div className="rider-delivery__leg">
        <h3 className="rider-delivery__heading">Pickup</h3>
        <p className="rider-delivery__name">{outlet?.name ?? 'Outlet'}</p>
        {outlet?.address ? <p>{outlet.address}</p> : null}
        {outlet?.opening_hours ? <p className="r-muted">{outlet.opening_hours}</p> : null}
      </div>
      <div className="rider-delivery__leg">
        <h3 className="rider-delivery__heading">Deliver to</h3>
        <p className="rider-delivery__name">{to.fullName}</p>
        <p>
          {to.street}
          {to.street && to.city ? ', ' : ''}
          {to.city}
        </p>
        {to.phone ? (
          <p>
            <a className="rider-delivery__phone" href={telUrl(to.phone)}>
              {to.phone}
            </a>
          </p>
        ) : null}
      </div>
      {hasPoint(target.lat, target.lng) ? (
        <div className="r-row">
          <a
            className="r-button r-button--primary r-button--grow"
            href={directionsUrl(target.lat as number, target.lng as number)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Navigate to ${target.who}`}
          >
            Navigate
          </a>
        </div>
      ) : null}
    </article>
  )
}
