// Nominatim- and Photon-compatible geocoding servers (GEOCODER_URL, GEOCODER_KIND=nominatim|photon),
// restricted to Uganda (countrycodes=ug and a bounded viewbox for Nominatim; a bounding box and the
// country code for Photon), with an identifying User-Agent and, for Nominatim, at most one request per
// second from this worker (the public server's policy).
import { type Address, type Geocoder, insideUgandaBox, UGANDA_BOX } from './types.ts'

type Json = Record<string, unknown>
const s = (value: unknown) => (typeof value === 'string' ? value : '')

export interface RemoteOptions {
  baseUrl: string
  userAgent: string
  /** Minimum time between two upstream requests. */
  minIntervalMs: number
  language?: string
}

function throttle(minIntervalMs: number) {
  let next = 0
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const now = Date.now()
    const at = Math.max(now, next)
    next = at + minIntervalMs
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now))
    return work()
  }
}

async function getJson(url: URL, options: RemoteOptions): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      'User-Agent': options.userAgent,
      Accept: 'application/json',
      'Accept-Language': options.language ?? 'en',
    },
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
  return response.json()
}

function nominatimAddress(item: Json): Address | null {
  const lat = Number(item.lat)
  const lng = Number(item.lon)
  const a = (item.address ?? {}) as Json
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (a.country_code && a.country_code !== 'ug')) return null
  const street = [s(a.house_number), s(a.road)].filter(Boolean).join(' ')
  return {
    formattedAddress: s(item.display_name),
    lat,
    lng,
    street,
    city: s(a.city) || s(a.town) || s(a.village) || s(a.suburb) || s(a.county),
    state: s(a.state) || s(a.region),
    postalCode: s(a.postcode),
    country: s(a.country) || 'Uganda',
    name: s(item.name) || street || s(item.display_name).split(',')[0] || '',
  }
}

export function nominatim(options: RemoteOptions): Geocoder {
  const slot = throttle(options.minIntervalMs)
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    name: 'nominatim',
    async search(query, limit) {
      const url = new URL(`${base}/search`)
      url.search = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'ug',
        viewbox: `${UGANDA_BOX.west},${UGANDA_BOX.north},${UGANDA_BOX.east},${UGANDA_BOX.south}`,
        bounded: '1',
        limit: String(limit),
      }).toString()
      const items = await slot(() => getJson(url, options))
      return (Array.isArray(items) ? items : [])
        .map((i) => nominatimAddress(i as Json))
        .filter((a): a is Address => a !== null)
    },
    async reverse(lat, lng) {
      const url = new URL(`${base}/reverse`)
      url.search = new URLSearchParams({
        lat: String(lat),
        lon: String(lng),
        format: 'jsonv2',
        addressdetails: '1',
        zoom: '18',
      }).toString()
      const item = (await slot(() => getJson(url, options))) as Json
      const address = item && !item.error ? nominatimAddress(item) : null
      return address ? [address] : []
    },
  }
}

function photonAddress(feature: Json): Address | null {
  const p = (feature.properties ?? {}) as Json
  const coordinates = ((feature.geometry ?? {}) as Json).coordinates as unknown
  const [lng, lat] = Array.isArray(coordinates) ? coordinates.map(Number) : []
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if ((p.countrycode && String(p.countrycode).toUpperCase() !== 'UG') || !insideUgandaBox(lat, lng)) return null
  const street = [s(p.housenumber), s(p.street)].filter(Boolean).join(' ')
  const city = s(p.city) || s(p.town) || s(p.village) || s(p.district) || s(p.county)
  const name = s(p.name) || street
  return {
    formattedAddress: [name, name === street ? '' : street, city, s(p.state), s(p.country) || 'Uganda']
      .filter(Boolean)
      .join(', '),
    lat,
    lng,
    street,
    city,
    state: s(p.state),
    postalCode: s(p.postcode),
    country: s(p.country) || 'Uganda',
    name,
  }
}

export function photon(options: RemoteOptions): Geocoder {
  const slot = throttle(options.minIntervalMs)
  const base = options.baseUrl.replace(/\/+$/, '')
  const features = (body: unknown) => (((body ?? {}) as Json).features as Json[] | undefined) ?? []
  return {
    name: 'photon',
    async search(query, limit) {
      const url = new URL(`${base}/api`)
      url.search = new URLSearchParams({
        q: query,
        limit: String(limit * 2),
        bbox: `${UGANDA_BOX.west},${UGANDA_BOX.south},${UGANDA_BOX.east},${UGANDA_BOX.north}`,
      }).toString()
      const body = await slot(() => getJson(url, options))
      return features(body)
        .map(photonAddress)
        .filter((a): a is Address => a !== null)
        .slice(0, limit)
    },
    async reverse(lat, lng) {
      const url = new URL(`${base}/reverse`)
      url.search = new URLSearchParams({ lat: String(lat), lon: String(lng), limit: '1' }).toString()
      const body = await slot(() => getJson(url, options))
      return features(body)
        .map(photonAddress)
        .filter((a): a is Address => a !== null)
    },
  }
}
