// The delivery map (OpenLayers): tap or click to pick the delivery point, drag the marker to move it.
// Uganda's outline is drawn under the tiles, so without tiles (offline, or a tile server down) the map
// still shows where Uganda is and still picks points. Loaded lazily with the checkout's map section.
import { createBaseMap, markerStyle } from '@shop/shared/map/base-map'
import Feature from 'ol/Feature'
import Point from 'ol/geom/Point'
import Translate from 'ol/interaction/Translate'
import VectorLayer from 'ol/layer/Vector'
import type OlMap from 'ol/Map'
import { fromLonLat, toLonLat } from 'ol/proj'
import VectorSource from 'ol/source/Vector'
import { useEffect, useRef, useState } from 'react'
import 'ol/ol.css'
import '@shop/shared/map/controls.css'

export interface MapFocus {
  lat: number
  lng: number
  zoom: number
}

export interface DeliveryMapProps {
  point: { lat: number; lng: number } | null
  /** The point is outside Uganda: the marker shows it. */
  invalid: boolean
  /** Where to look; a new object moves the view. */
  focus: MapFocus
  onPick(lat: number, lng: number): void
}

export default function DeliveryMap({ point, invalid, focus, onPick }: DeliveryMapProps) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<OlMap | null>(null)
  const marker = useRef(new Feature<Point>())
  const onPickRef = useRef(onPick)
  onPickRef.current = onPick
  const [tilesFailing, setTilesFailing] = useState(false)
  const initialFocus = useRef(focus)

  // The map is made once; focus and point changes are applied by the effects below.
  useEffect(() => {
    const start = initialFocus.current
    if (!element.current) return
    const markerSource = new VectorSource<Feature<Point>>()
    const markerLayer = new VectorLayer({ source: markerSource })
    const created = createBaseMap({
      target: element.current,
      center: start,
      zoom: start.zoom,
      markers: markerLayer,
      onTilesFailing: setTilesFailing,
    })
    created.on('singleclick', (event) => {
      const [lng, lat] = toLonLat(event.coordinate) as [number, number]
      onPickRef.current(lat, lng)
    })
    const translate = new Translate({ layers: [markerLayer] })
    translate.on('translateend', () => {
      const geometry = marker.current.getGeometry()
      if (!geometry) return
      const [lng, lat] = toLonLat(geometry.getCoordinates()) as [number, number]
      onPickRef.current(lat, lng)
    })
    created.addInteraction(translate)
    markerSource.addFeature(marker.current)
    map.current = created
    return () => {
      created.setTarget(undefined)
      map.current = null
    }
  }, [])

  useEffect(() => {
    map.current?.getView().animate({ center: fromLonLat([focus.lng, focus.lat]), zoom: focus.zoom, duration: 250 })
  }, [focus])

  useEffect(() => {
    marker.current.setGeometry(point ? new Point(fromLonLat([point.lng, point.lat])) : undefined)
    marker.current.setStyle(markerStyle(invalid ? '#cf1322' : '#9f1d20'))
  }, [point, invalid])

  return (
    <div className="delivery-map">
      <div
        ref={element}
        className="delivery-map__canvas"
        role="application"
        aria-label="Delivery location map: tap to place the delivery point, drag the marker to move it"
      />
      {tilesFailing ? (
        <p className="delivery-map__note">
          The map background is unavailable right now. You can still tap the map, search for your address or use your
          location.
        </p>
      ) : null}
    </div>
  )
}
