// A map of points for the back-office portals (OpenLayers): shows markers, and, given `onPick`, picks one
// point by a click or by dragging the marker. Uganda's outline lies under the tiles, so without tiles
// (offline, a tile server down) the map still shows where Uganda is and still picks points; a note says the
// background is missing. Import it lazily: OpenLayers is large and only the screens with a map need it.
// With `fit`, the view keeps every marker in sight (an order on the road: the door and the moving rider).

import { boundingExtent, containsCoordinate } from 'ol/extent'
import Feature from 'ol/Feature'
import Point from 'ol/geom/Point'
import Translate from 'ol/interaction/Translate'
import VectorLayer from 'ol/layer/Vector'
import type OlMap from 'ol/Map'
import { fromLonLat, toLonLat } from 'ol/proj'
import VectorSource from 'ol/source/Vector'
import { useEffect, useRef, useState } from 'react'
import 'ol/ol.css'
import './controls.css'
import { createBaseMap, markerStyle } from './base-map.ts'
import { DEFAULT_ZOOM, KAMPALA } from './map-tiles.ts'
import './point-map.css'

export interface MapPoint {
  lat: number
  lng: number
}

export interface MapMarker extends MapPoint {
  /** Marker colour: the picked point is the shop's red; others say what they are (a rider on the road: green). */
  kind: 'primary' | 'secondary' | 'invalid' | 'rider'
}

export interface PointMapProps {
  /** What the map shows; the first marker is the one `onPick` moves. */
  markers: MapMarker[]
  /** Where to look at first (the first marker's point when omitted). */
  center?: MapPoint
  zoom?: number
  /** Makes the map a picker: a click places the first marker, dragging moves it. */
  onPick?(lat: number, lng: number): void
  /** Keeps every marker in view: fitted at first, and again whenever one moves out of sight. */
  fit?: boolean
  /** The map's accessible name: what it shows and how to use it. */
  label: string
  height?: number
}

const COLORS: Record<MapMarker['kind'], string> = {
  primary: '#9f1d20',
  secondary: '#1f5fae',
  invalid: '#cf1322',
  rider: '#237804',
}

/** How far a fitted view zooms in at most (two markers at one door would otherwise fill the screen). */
const FIT_MAX_ZOOM = 16

export default function PointMap({
  markers,
  center,
  zoom = DEFAULT_ZOOM,
  onPick,
  fit = false,
  label,
  height = 280,
}: PointMapProps) {
  const element = useRef<HTMLDivElement>(null)
  const controls = useRef<HTMLDivElement>(null)
  const map = useRef<OlMap | null>(null)
  const source = useRef(new VectorSource<Feature<Point>>())
  const onPickRef = useRef(onPick)
  onPickRef.current = onPick
  const picker = onPick !== undefined
  const [tilesFailing, setTilesFailing] = useState(false)
  const start = useRef(center ?? markers[0] ?? null)
  const fitted = useRef(false)

  // The map is made once; marker and centre changes are applied by the effects below.
  useEffect(() => {
    if (!element.current) return
    const first = start.current
    const markerLayer = new VectorLayer({ source: source.current })
    const created = createBaseMap({
      target: element.current,
      center: first ?? KAMPALA,
      zoom,
      markers: markerLayer,
      onTilesFailing: setTilesFailing,
      // A map to look at is an image (its label says what it shows): its buttons sit beside it.
      controlsTarget: picker ? undefined : (controls.current ?? undefined),
    })
    if (picker) {
      created.on('singleclick', (event) => {
        const [lng, lat] = toLonLat(event.coordinate) as [number, number]
        onPickRef.current?.(lat, lng)
      })
      const translate = new Translate({
        layers: [markerLayer],
        filter: (feature) => feature === source.current.getFeatures()[0],
      })
      translate.on('translateend', (event) => {
        const geometry = (event.features.item(0) as Feature<Point> | undefined)?.getGeometry()
        if (!geometry) return
        const [lng, lat] = toLonLat(geometry.getCoordinates()) as [number, number]
        onPickRef.current?.(lat, lng)
      })
      created.addInteraction(translate)
    }
    map.current = created
    return () => {
      created.setTarget(undefined)
      map.current = null
    }
  }, [picker, zoom])

  useEffect(() => {
    source.current.clear()
    for (const marker of markers) {
      const feature = new Feature(new Point(fromLonLat([marker.lng, marker.lat])))
      feature.setStyle(markerStyle(COLORS[marker.kind]))
      source.current.addFeature(feature)
    }
    const view = map.current?.getView()
    const size = map.current?.getSize()
    if (!fit || !view || !size || markers.length === 0) return
    const points = markers.map((marker) => fromLonLat([marker.lng, marker.lat]))
    const visible = view.calculateExtent(size)
    if (points.every((point) => containsCoordinate(visible, point)) && fitted.current) return
    fitted.current = true
    view.fit(boundingExtent(points), { padding: [40, 40, 40, 40], maxZoom: FIT_MAX_ZOOM, duration: 250 })
  }, [markers, fit])

  useEffect(() => {
    if (!center) return
    map.current?.getView().animate({ center: fromLonLat([center.lng, center.lat]), duration: 250 })
  }, [center])

  return (
    <div className="point-map">
      {picker ? (
        <div ref={element} className="point-map__canvas" style={{ height }} role="application" aria-label={label} />
      ) : (
        <div className="point-map__frame">
          <div ref={element} className="point-map__canvas" style={{ height }} role="img" aria-label={label} />
          <div ref={controls} className="point-map__controls" />
        </div>
      )}
      {tilesFailing ? (
        <p className="point-map__note">
          The map background is unavailable right now.{picker ? ' You can still click the map to place the point.' : ''}
        </p>
      ) : null}
    </div>
  )
}
