// 'Get Directions': only for an outlet with a location; a maps directions link that phones open in
// their maps app (Google's documented Maps URLs: api=1, destination "lat,lng").
export interface Located {
  latitude: number | null
  longitude: number | null
}

export function hasLocation(place: Located): place is { latitude: number; longitude: number } {
  return (
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude)
  )
}

export function directionsUrl(place: Located): string | null {
  if (!hasLocation(place)) return null
  const destination = `${place.latitude},${place.longitude}`
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

/** `tel:` link of a number as printed ("+256 414 231 560" → "tel:+256414231560"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
