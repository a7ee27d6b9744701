// The geocoder the shop uses: the built-in gazetteer unless GEOCODER_URL names a Nominatim-compatible
// (GEOCODER_KIND=nominatim, the default) or Photon-compatible (GEOCODER_KIND=photon) server.
import { env } from '../env.ts'
import { setting } from '../settings.ts'
import { gazetteer } from './gazetteer.ts'
import { nominatim, photon } from './remote.ts'
import type { Geocoder } from './types.ts'

let current: { key: string; geocoder: Geocoder } | null = null

export function geocoder(): Geocoder {
  const url = env('GEOCODER_URL')
  const kind = env('GEOCODER_KIND') === 'photon' ? 'photon' : 'nominatim'
  const key = `${kind}:${url ?? ''}`
  if (current?.key === key) return current.geocoder
  let chosen = gazetteer
  if (url) {
    const options = {
      baseUrl: url,
      // Named by the shop's own site; its local default only on the stand-in.
      userAgent:
        env('GEOCODER_USER_AGENT') ?? `KampalaMeatsShop/1.0 (${setting('SITE_URL', () => 'http://127.0.0.1:3000')})`,
      minIntervalMs: Number(env('GEOCODER_MIN_INTERVAL_MS') ?? (kind === 'nominatim' ? 1000 : 0)),
    }
    chosen = kind === 'photon' ? photon(options) : nominatim(options)
  }
  current = { key, geocoder: chosen }
  return chosen
}
