// Where the checkout map's tiles come from: OpenStreetMap's by default, or `mapTileUrl` (with
// `mapTileAttribution`) in the run-time config.json, so a deployment can point at its own tile server
// without a rebuild. The map works without tiles (offline): it draws Uganda's outline itself.
import { loadRuntimeConfig } from '@shop/shared/config'

export interface MapTiles {
  url: string
  attribution: string
}

export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors',
}

/** The configured tile server, or OpenStreetMap's (also when config.json cannot be read). */
export async function loadMapTiles(): Promise<MapTiles> {
  const config = await loadRuntimeConfig().catch(() => null)
  if (!config?.mapTileUrl) return OSM_TILES
  return { url: config.mapTileUrl, attribution: config.mapTileAttribution ?? OSM_TILES.attribution }
}
