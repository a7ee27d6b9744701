// What the assign-rider modal says about a rider's deliveries and distance (`assignable_riders`): from
// the order's outlet to the delivery point of the rider's latest delivery, where a rider is last known to
// have been (riders share their position only while carrying an order, and then they are not offered).
// Never "last seen", and "distance unknown" when there is nothing to measure (no delivery yet, or an
// outlet without coordinates). An outlet's manager is answered from their own outlet's deliveries only,
// and the words say so.
import type { OrdersPortal } from './actions.ts'
import type { AssignableRider } from './api.ts'

export function riderDistanceText({ distance_km }: Pick<AssignableRider, 'distance_km'>, portal: OrdersPortal): string {
  if (distance_km == null) return 'distance unknown'
  const known = `${Number(distance_km).toFixed(1)} km from the outlet`
  return portal === 'admin' ? `${known} (last delivery)` : `${known} (last delivery for this outlet)`
}

export function riderDeliveriesText(
  { total_deliveries }: Pick<AssignableRider, 'total_deliveries'>,
  portal: OrdersPortal,
): string {
  const count = `${total_deliveries.toLocaleString('en-US')} ${total_deliveries === 1 ? 'delivery' : 'deliveries'}`
  return portal === 'admin' ? count : `${count} for this outlet`
}
