// Turn-by-turn directions in the phone's maps app. The universal Maps URL opens Google Maps on Android
// (straight into navigation with dir_action=navigate) and a browser map elsewhere; it is only a link,
// nothing of ours calls a maps service. Coordinates are rounded to 6 decimals (about 10 cm).
export function directionsUrl(latitude: number, longitude: number): string {
  const destination = `${latitude.toFixed(6)},${longitude.toFixed(6)}`
  const params = new URLSearchParams({ api: '1', destination, travelmode: 'driving', dir_action: 'navigate' })
  return `https://www.google.com/maps/dir/?${params.toString()}`
}

/** A `tel:` link for a phone number as stored (+256…) or typed (spaces and dashes dropped). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Whether a point can be navigated to (both coordinates known and on the globe). */
export function hasPoint(latitude: number | null | undefined, longitude: number | null | undefined): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  )
}
