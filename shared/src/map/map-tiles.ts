// Where the portals' maps take their tiles from: OpenStreetMap's by default, or `mapTileUrl` (with
// `mapTileAttribution`) in the run-time config.json (the same rule as the storefront's checkout map).
// Every map draws Uganda's outline itself, so it still shows where things are without tiles (offline).
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

/** Near the centre of Kampala: where a picker starts when there is no point yet (zoom 15). */
export const KAMPALA = { lat: 0.3136, lng: 32.5811 } as const
export const DEFAULT_ZOOM = 15
