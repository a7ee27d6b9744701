// The built-in geocoder: the gazetteer of Ugandan places, searched by word prefixes over a place's
// name, other names and town ("ntinda", "acacia", "mulago hosp", "kololo kampala"), reversed to the
// nearest place. Works offline, so the checkout's address search works on the local stack.
import { PLACES, type PlaceRow } from './gazetteer-data.ts'
import type { Address, Geocoder } from './types.ts'

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

interface Entry {
  row: PlaceRow
  nameWords: string[]
  allWords: string[]
  rank: number
}

const KIND_RANK: Record<string, number> = {
  city: 6,
  division: 3,
  town: 5,
  suburb: 5,
  mall: 4,
  market: 3,
  hospital: 3,
  university: 3,
  landmark: 3,
  airport: 4,
  park: 2,
}

const ENTRIES: Entry[] = PLACES.map((row) => {
  const nameWords = words(row[0])
  return {
    row,
    nameWords,
    allWords: [...nameWords, ...words(row[6] ?? ''), ...words(row[4])],
    rank: KIND_RANK[row[1]] ?? 1,
  }
})

export function toAddress(row: PlaceRow): Address {
  const [name, , lat, lng, city, region] = row
  return {
    formattedAddress: name === city ? `${name}, Uganda` : `${name}, ${city}, Uganda`,
    lat,
    lng,
    street: '',
    city,
    state: region,
    postalCode: '',
    country: 'Uganda',
    name,
  }
}

function score(entry: Entry, query: string[], phrase: string): number {
  if (!query.every((q) => entry.allWords.some((w) => w.startsWith(q)))) return 0
  const name = entry.nameWords.join(' ')
  let value = entry.rank
  if (name === phrase) value += 100
  else if (name.startsWith(phrase)) value += 60
  value += 10 * query.filter((q) => entry.nameWords.some((w) => w.startsWith(q))).length
  return value
}

const R = 6371.0088
const rad = (deg: number) => (deg * Math.PI) / 180
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number) {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Reverse lookups farther than this from every known place find nothing. */
const REVERSE_RADIUS_KM = 30

export const gazetteer: Geocoder = {
  name: 'gazetteer',
  async search(text, limit) {
    const query = words(text)
    if (query.length === 0) return []
    const phrase = query.join(' ')
    return ENTRIES.map((entry) => ({ entry, value: score(entry, query, phrase) }))
      .filter((hit) => hit.value > 0)
      .sort((a, b) => b.value - a.value || a.entry.row[0].localeCompare(b.entry.row[0]))
      .slice(0, limit)
      .map((hit) => toAddress(hit.entry.row))
  },
  async reverse(lat, lng) {
    return ENTRIES.map((entry) => ({ entry, km: distanceKm(lat, lng, entry.row[2], entry.row[3]) }))
      .filter((hit) => hit.km <= REVERSE_RADIUS_KM)
      .sort((a, b) => a.km - b.km)
      .slice(0, 3)
      .map((hit) => ({ ...toAddress(hit.entry.row), lat, lng }))
  },
}
