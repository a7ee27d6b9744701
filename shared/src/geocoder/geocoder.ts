// Address search and reverse geocoding, behind one interface (the storefront's checkout, the admin's outlet
// location picker). The browser asks the shop's `geocode` function (`/api/geocode`): the built-in gazetteer of Ugandan places by default (works
// offline), or a Nominatim/Photon server restricted to Uganda when configured. No request per keystroke
// (the caller searches on submit, or after a pause of SEARCH_DEBOUNCE_MS with MIN_SEARCH_LENGTH
// characters), and every answer is cached for the visit.
import { loadRuntimeConfig } from '@shop/shared/config'
import { getSupabase } from '@shop/shared/supabase'

/** A place the geocoder found (or the nearest to a point), with what it knows of its address. */
export interface GeocodedPlace {
  lat: number
  lng: number
  formattedAddress: string
  street: string
  city: string
  state: string
  postalCode: string
  country: string
}

export const MIN_SEARCH_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 600

export interface Geocoder {
  search(query: string): Promise<GeocodedPlace[]>
  /** The nearest known address of a point, or null when the geocoder knows none. */
  reverse(lat: number, lng: number): Promise<GeocodedPlace | null>
}

export class GeocoderError extends Error {
  override name = 'GeocoderError'
}

interface AddressAnswer {
  formattedAddress?: string
  lat: number
  lng: number
  street?: string
  city?: string
  state?: string
  postalCode?: string
  country?: string
}

function toLocation(address: AddressAnswer): GeocodedPlace {
  return {
    lat: address.lat,
    lng: address.lng,
    formattedAddress: address.formattedAddress ?? '',
    street: address.street ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country || 'Uganda',
  }
}

async function ask(params: URLSearchParams): Promise<GeocodedPlace[]> {
  const [client, config] = await Promise.all([getSupabase(), loadRuntimeConfig()])
  const { data } = await client.auth.getSession()
  const token = data.session?.access_token ?? config.supabaseAnonKey
  let response: Response
  try {
    response = await fetch(`/api/geocode?${params}`, {
      headers: { authorization: `Bearer ${token}`, apikey: config.supabaseAnonKey },
    })
  } catch {
    throw new GeocoderError('Failed to validate address')
  }
  const body = (await response.json().catch(() => null)) as { results?: AddressAnswer[]; error?: string } | null
  if (!response.ok || !Array.isArray(body?.results)) {
    throw new GeocoderError(body?.error || 'Failed to validate address')
  }
  return body.results.filter((address) => Number.isFinite(address.lat) && Number.isFinite(address.lng)).map(toLocation)
}

const normalise = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ')

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key)
  if (hit) return hit
  const pending = load().catch((error: unknown) => {
    cache.delete(key)
    throw error
  })
  cache.set(key, pending)
  return pending
}

export function createShopGeocoder(): Geocoder {
  const searches = new Map<string, Promise<GeocodedPlace[]>>()
  const reverses = new Map<string, Promise<GeocodedPlace | null>>()
  return {
    search(query) {
      const q = normalise(query)
      return cached(searches, q, () => ask(new URLSearchParams({ q, limit: '8' })))
    },
    reverse(lat, lng) {
      const key = `${lat.toFixed(5)},${lng.toFixed(5)}`
      return cached(reverses, key, async () => {
        const [nearest] = await ask(new URLSearchParams({ lat: lat.toFixed(6), lon: lng.toFixed(6) }))
        return nearest ?? null
      })
    },
  }
}

export const shopGeocoder: Geocoder = createShopGeocoder()
