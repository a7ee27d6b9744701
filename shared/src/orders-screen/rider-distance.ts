// What the assign-rider modal says about a rider's distance (`assignable_riders`): from the order's outlet
// to the delivery point of the rider's latest delivery, where a rider is last known to have been (riders
// share their position only while carrying an order, and then they are not offered). Never "last seen",
// and "distance unknown" when there is nothing to measure (no delivery yet, or an outlet without coordinates).
import type { AssignableRider } from './api.ts'

export function riderDistanceText({ distance_km }: Pick<AssignableRider, 'distance_km'>): string {
  return distance_km == null
    ? 'distance unknown'
    : `${Number(distance_km).toFixed(1)} km from the outlet (last delivery)`
}
