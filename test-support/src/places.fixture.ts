// Places on both sides of Uganda's border: one table of cases for the browser check (in-uganda.test.ts)
// and for place_order's check in SQL (supabase/tests), so the two are proven to agree.
export const PLACES: ReadonlyArray<{ name: string; latitude: number; longitude: number; inUganda: boolean }> = [
  { name: 'Kampala, Nakasero', latitude: 0.3476, longitude: 32.5825, inUganda: true },
  { name: 'Entebbe International Airport', latitude: 0.0424, longitude: 32.4435, inUganda: true },
  { name: 'Jinja', latitude: 0.4244, longitude: 33.2041, inUganda: true },
  { name: 'Gulu', latitude: 2.7724, longitude: 32.2881, inUganda: true },
  { name: 'Arua', latitude: 3.0201, longitude: 30.9111, inUganda: true },
  { name: 'Kabale', latitude: -1.2486, longitude: 29.9899, inUganda: true },
  { name: 'Mbale', latitude: 1.0821, longitude: 34.175, inUganda: true },
  { name: 'Kasese', latitude: 0.1833, longitude: 30.0833, inUganda: true },
  { name: 'Moroto', latitude: 2.5345, longitude: 34.6666, inUganda: true },
  { name: 'Kalangala, Ssese Islands', latitude: -0.3089, longitude: 32.225, inUganda: true },
  { name: 'Nairobi, Kenya', latitude: -1.2864, longitude: 36.8172, inUganda: false },
  { name: 'Kisumu, Kenya', latitude: -0.0917, longitude: 34.768, inUganda: false },
  { name: 'Kigali, Rwanda', latitude: -1.9441, longitude: 30.0619, inUganda: false },
  { name: 'Goma, DR Congo', latitude: -1.6792, longitude: 29.2228, inUganda: false },
  { name: 'Bukoba, Tanzania', latitude: -1.3317, longitude: 31.8122, inUganda: false },
  { name: 'Juba, South Sudan', latitude: 4.8594, longitude: 31.5713, inUganda: false },
  { name: 'Null Island', latitude: 0, longitude: 0, inUganda: false },
  // Not a place at all: what a broken GPS fix or a forged request sends.
  { name: 'not a number', latitude: Number.NaN, longitude: Number.NaN, inUganda: false },
  { name: 'Kampala with no latitude (NaN)', latitude: Number.NaN, longitude: 32.5825, inUganda: false },
  { name: 'Kampala with no longitude (NaN)', latitude: 0.3476, longitude: Number.NaN, inUganda: false },
  { name: 'infinitely far', latitude: Number.POSITIVE_INFINITY, longitude: Number.NEGATIVE_INFINITY, inUganda: false },
]
