// The contact page's map: OpenLayers over OpenStreetMap tiles with the outlets as labelled points. Loaded
// only on this page. Without a network the tiles stay blank but the points, zoom and pan still work.
import Feature from 'ol/Feature.js'
import Point from 'ol/geom/Point.js'
import TileLayer from 'ol/layer/Tile.js'
import VectorLayer from 'ol/layer/Vector.js'
import OlMap from 'ol/Map.js'
import { fromLonLat } from 'ol/proj.js'
import OSM from 'ol/source/OSM.js'
import VectorSource from 'ol/source/Vector.js'
import { Circle, Fill, Stroke, Style, Text } from 'ol/style.js'
import View from 'ol/View.js'
import { useEffect, useRef } from 'react'
import type { Outlet } from '../api/outlets.ts'
import { hasLocation } from '../directions.ts'
import 'ol/ol.css'
import '@shop/shared/map/controls.css'

/** Kampala, as the storefront's maps centre on it. */
const KAMPALA = fromLonLat([32.5825, 0.3476])

function pointStyle(name: string) {
  return new Style({
    image: new Circle({
      radius: 8,
      fill: new Fill({ color: '#9f1d20' }),
      stroke: new Stroke({ color: '#fff', width: 2 }),
    }),
    text: new Text({
      text: name,
      offsetY: -18,
      font: '600 12px system-ui, sans-serif',
      fill: new Fill({ color: '#1f1a17' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
    }),
  })
}

export default function OutletsMap({ outlets }: { outlets: Outlet[] }) {
  const target = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!target.current) return
    const features = outlets.filter(hasLocation).map((outlet) => {
      const feature = new Feature(new Point(fromLonLat([outlet.longitude as number, outlet.latitude as number])))
      feature.setStyle(pointStyle(outlet.name))
      return feature
    })
    const points = new VectorSource({ features })
    const view = new View({ center: KAMPALA, zoom: 12 })
    const map = new OlMap({
      target: target.current,
      layers: [new TileLayer({ source: new OSM() }), new VectorLayer({ source: points, declutter: true })],
      view,
    })
    const extent = points.getExtent()
    if (features.length > 0 && extent) view.fit(extent, { padding: [48, 48, 48, 48], maxZoom: 14 })
    return () => map.setTarget(undefined)
  }, [outlets])

  return <div ref={target} className="contact-map__canvas" data-testid="outlets-map" />
}
