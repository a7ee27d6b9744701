// An address as the storefront's checkout reads it, whichever geocoder found it.
export interface Address {
  formattedAddress: string
  lat: number
  lng: number
  street: string
  city: string
  state: string
  postalCode: string
  country: string
  /** The place's own name, e.g. "Acacia Mall". */
  name: string
}

export interface Geocoder {
  readonly name: string
  search(query: string, limit: number): Promise<Address[]>
  reverse(lat: number, lng: number): Promise<Address[]>
}

/** Uganda's bounding box (west, south, east, north), a little wider than the country. */
export const UGANDA_BOX = { west: 29.55, south: -1.48, east: 35.04, north: 4.23 } as const

export const insideUgandaBox = (lat: number, lng: number) =>
  lat >= UGANDA_BOX.south && lat <= UGANDA_BOX.north && lng >= UGANDA_BOX.west && lng <= UGANDA_BOX.east
