// A rough arrival estimate for an order on the road: from where the rider last was to the delivery point,
// in a straight line, stretched to a road distance, at a typical speed of the rider's vehicle through
// Kampala. Deliberately rough: the customer reads "About N min away".
//
// The numbers:
// - ROAD_FACTOR 1.4: roads are about 1.3-1.5 times longer than the straight line in a city whose streets
//   wind round hills and swamps, as Kampala's do; 1.4 is the middle.
// - Speeds are door-to-door averages through traffic, not top speeds: a motorcycle (boda boda) 20 km/h,
//   a bicycle 12 km/h.
import type { Database } from '../supabase/database.types.ts'

export type VehicleType = Database['public']['Enums']['vehicle_type']

export const ROAD_FACTOR = 1.4
export const SPEED_KMH: Record<VehicleType, number> = { motorcycle: 20, bicycle: 12 }

export interface LatLng {
  lat: number
  lng: number
}

const EARTH_RADIUS_KM = 6371

/** The great-circle distance between two points, in kilometres. */
export function straightLineKm(from: LatLng, to: LatLng): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(to.lat - from.lat)
  const dLng = rad(to.lng - from.lng)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Whole minutes to the door, at least 1. */
export function arrivalMinutes(rider: LatLng, destination: LatLng, vehicle: VehicleType): number {
  const roadKm = straightLineKm(rider, destination) * ROAD_FACTOR
  return Math.max(1, Math.ceil((roadKm / SPEED_KMH[vehicle]) * 60))
}

/** "About 7 min away". */
export function arrivalText(rider: LatLng, destination: LatLng, vehicle: VehicleType): string {
  return `About ${arrivalMinutes(rider, destination, vehicle)} min away`
}
