// What every map of the shop is made of (OpenLayers): Uganda's outline under the tiles, so without tiles
// (offline, a tile server down) a map still shows where Uganda is; the tiles of the run-time config; a
// layer for the map's markers on top. The storefront's checkout map and the portals' PointMap build on it.
import { UGANDA_POLYGONS } from '@shop/shared/geo/uganda-boundary.gen'
import { defaults as defaultControls } from 'ol/control/defaults'
import Feature from 'ol/Feature'
import MultiPolygon from 'ol/geom/MultiPolygon'
import type Point from 'ol/geom/Point'
import TileLayer from 'ol/layer/Tile'
import VectorLayer from 'ol/layer/Vector'
import OlMap from 'ol/Map'
import { fromLonLat } from 'ol/proj'
import VectorSource from 'ol/source/Vector'
import XYZ from 'ol/source/XYZ'
import CircleStyle from 'ol/style/Circle'
import Fill from 'ol/style/Fill'
import Stroke from 'ol/style/Stroke'
import Style from 'ol/style/Style'
import View from 'ol/View'
import { loadMapTiles } from './map-tiles.ts'

/** A round marker of the given colour with a white ring. */
export const markerStyle = (color: string) =>
  new Style({
    image: new CircleStyle({ radius: 10, fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 3 }) }),
  })

const ugandaStyle = new Style({
  fill: new Fill({ color: '#f3eee4' }),
  stroke: new Stroke({ color: '#9f1d20', width: 2 }),
})

function ugandaLayer() {
  const polygons = UGANDA_POLYGONS.map((rings) => rings.map((ring) => ring.map(([lng, lat]) => fromLonLat([lng, lat]))))
  return new VectorLayer({
    source: new VectorSource({ features: [new Feature(new MultiPolygon(polygons))] }),
    style: ugandaStyle,
    zIndex: 1,
  })
}

export interface BaseMapOptions {
  target: HTMLElement
  center: { lat: number; lng: number }
  zoom: number
  markers: VectorLayer<VectorSource<Feature<Point>>>
  /** Called with true once tiles fail before any has loaded, and with false when one loads. */
  onTilesFailing(failing: boolean): void
  /**
   * Where the map's buttons and attribution links go instead of inside `target`: a map that is an image
   * to assistive technology (role="img") must not hold anything focusable.
   */
  controlsTarget?: HTMLElement
}

/** The map with Uganda's outline, the configured tiles (loaded in the background) and the marker layer. */
export function createBaseMap({
  target,
  center,
  zoom,
  markers,
  onTilesFailing,
  controlsTarget,
}: BaseMapOptions): OlMap {
  const tileLayer = new TileLayer({ zIndex: 2 })
  markers.setZIndex(3)
  const outside = controlsTarget ? { target: controlsTarget } : undefined
  const map = new OlMap({
    target,
    ...(outside
      ? { controls: defaultControls({ zoomOptions: outside, rotateOptions: outside, attributionOptions: outside }) }
      : {}),
    layers: [ugandaLayer(), tileLayer, markers],
    view: new View({ center: fromLonLat([center.lng, center.lat]), zoom, maxZoom: 19 }),
  })
  let loaded = 0
  let failed = 0
  void loadMapTiles().then((tiles) => {
    const source = new XYZ({ url: tiles.url, attributions: tiles.attribution, crossOrigin: 'anonymous', maxZoom: 19 })
    source.on('tileloadend', () => {
      loaded++
      onTilesFailing(false)
    })
    source.on('tileloaderror', () => {
      failed++
      if (loaded === 0 && failed >= 2) onTilesFailing(true)
    })
    tileLayer.setSource(source)
  })
  return map
}
