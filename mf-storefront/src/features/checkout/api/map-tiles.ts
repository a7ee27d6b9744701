// Where the checkout map's tiles come from: OpenStreetMap's by default, or `mapTileUrl` (with
// `mapTileAttribution`) in the run-time config.json, so a deployment can point at its own tile server
// without a rebuild. The map works without tiles (offline): it draws Uganda's outline itself.
export interface MapTiles {
  url: string
  attribution: string
}

export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors',
}

let tiles: Promise<MapTiles> | null = null

export function loadMapTiles(): Promise<MapTiles> {
  tiles ??= fetch('/config.json', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : {}))
    .then((config: { mapTileUrl?: unknown; mapTileAttribution?: unknown }) =>
      typeof config.mapTileUrl === 'string' && config.mapTileUrl !== ''
        ? {
            url: config.mapTileUrl,
            attribution:
              typeof config.mapTileAttribution === 'string' ? config.mapTileAttribution : OSM_TILES.attribution,
          }
        : OSM_TILES,
    )
    .catch(() => OSM_TILES)
  return tiles
}
