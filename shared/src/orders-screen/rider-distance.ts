// What the assign-rider modal says about a rider's distance: how far from the order's outlet, and to
// what it is measured (`assignable_riders`'s located_by): the rider's recent shared position, or the
// delivery point of their latest delivery. Never "last seen" for a delivery point, and "distance unknown"
// when there is nothing to measure (no position, no delivery, or an outlet without coordinates).
import type { AssignableRider } from './api.ts'

export function riderDistanceText(
  rider: Pick<AssignableRider, 'distance_km' | 'located_by' | 'located_at'>,
  now: number = Date.now(),
): string {
  if (rider.distance_km == null || rider.located_by == null) return 'distance unknown'
  const km = `${Number(rider.distance_km).toFixed(1)} km from the outlet`
  if (rider.located_by === 'last_delivery') return `${km} (last delivery)`
  return `${km} (position ${ago(rider.located_at, now)})`
}

function ago(at: string | null, now: number): string {
  const time = at == null ? Number.NaN : Date.parse(at)
  if (Number.isNaN(time)) return 'shared recently'
  const minutes = Math.floor(Math.max(0, now - time) / 60_000)
  return minutes < 1 ? 'just now' : `${minutes} min ago`
}
