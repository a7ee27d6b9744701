// While the order is picked up: where the rider is, live, on a map with the delivery point, and in words
// for everyone (the map has a text alternative: the estimate and when the rider's phone last sent its
// position, in Kampala time). The map (OpenLayers) loads only here, lazily, so no other page of the
// storefront carries it.
import type { MapMarker } from '@shop/shared/map/point-map'
import { arrivalText } from '@shop/shared/tracking/arrival-estimate'
import { lastUpdatedText } from '@shop/shared/tracking/last-updated'
import { useDeliveryPosition } from '@shop/shared/tracking/use-delivery-position'
import { lazy, Suspense, useMemo } from 'react'
import type { OrderDetail } from '../api/orders.ts'

const PointMap = lazy(() => import(/* webpackChunkName: "order-map" */ '@shop/shared/map/point-map'))

type Props = { order: Pick<OrderDetail, 'id' | 'status' | 'delivery_latitude' | 'delivery_longitude'> }

export function DeliveryTracking({ order }: Props) {
  const onTheRoad = order.status === 'picked_up'
  const { status, position } = useDeliveryPosition(order.id, onTheRoad)
  const destination = useMemo(
    () => ({ lat: order.delivery_latitude, lng: order.delivery_longitude }),
    [order.delivery_latitude, order.delivery_longitude],
  )
  const markers = useMemo<MapMarker[]>(
    () =>
      position
        ? [
            { ...destination, kind: 'primary' },
            { lat: position.latitude, lng: position.longitude, kind: 'rider' },
          ]
        : [],
    [destination, position],
  )
  if (!onTheRoad) return null

  return (
    <section className="order-detail__card order-tracking" aria-labelledby="order-tracking">
      <h2 id="order-tracking">Your rider is on the way</h2>
      {position ? (
        <>
          <p className="order-tracking__estimate">
            {arrivalText({ lat: position.latitude, lng: position.longitude }, destination, position.vehicle_type)}
          </p>
          <p className="order-detail__note order-tracking__updated">{lastUpdatedText(position.recorded_at)}</p>
          <Suspense fallback={<div className="order-tracking__map-placeholder" />}>
            <PointMap
              label="Map: your delivery point (red) and your rider (green)"
              markers={markers}
              fit
              height={240}
            />
          </Suspense>
        </>
      ) : status === 'loading' ? (
        <p role="status" className="order-detail__note">
          Finding your rider…
        </p>
      ) : (
        <p className="order-detail__note">
          {status === 'error'
            ? "We couldn't load where your rider is. It will show here when the connection is back."
            : "Your rider's location will show here as soon as their phone shares it."}
        </p>
      )}
    </section>
  )
}
