// /rider/orders/{id}: "Order #" and the last 6 characters of its id, the timeline, the delivery photo,
// where to pick it up and where to take it (Call and Navigate for each), the items, and the actions:
// Confirm Pickup and Decline Order with a reason (assigned); the customer's delivery code and Complete
// with Code, or, when the customer cannot give it (left with a guard or a neighbour) or it is locked, a
// photo and Complete Delivery (picked up); Cancel Delivery (until delivered or cancelled). Actions go
// through the offline queue, so they work with no connection and are sent when it returns. Live: a
// change to the order made elsewhere (the outlet handing it over, an admin cancelling it) reloads it, so
// the next step shows at once.
import { useLiveTags } from '@shop/shared/api'
import { selectRider } from '@shop/shared/auth'
import { formatMoney } from '@shop/shared/money'
import { orderNumber } from '@shop/shared/orders/order-number'
import { useAppSelector } from '@shop/shared/store/hooks'
import { kampalaTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { DeclineForm } from '../../components/DeclineForm.tsx'
import { RefusedNotice } from '../../components/RefusedNotice.tsx'
import { directionsUrl, hasPoint, telUrl } from '../../lib/directions.ts'
import { expectedStatus, type NewAction } from '../../lib/offline-queue/offline-queue.ts'
import { submitAction, useQueuedActions, useWaitingHeld } from '../../lib/offline-queue/rider-queue.ts'
import { deliveryAddress } from '../../lib/order-types.ts'
import { orderApi, useDeliveryPhotoUrlQuery, useRiderOrderQuery } from './api/order.ts'
import { DeliveryCodeForm } from './components/DeliveryCodeForm.tsx'
import { PhotoCapture } from './components/PhotoCapture.tsx'
import { Timeline } from './components/Timeline.tsx'
import { PHOTO_MESSAGES } from './shrink-image.ts'
import './order.css'

export const ORDER_MESSAGES = {
  updated: 'Order status updated',
  queued: 'Saved on this phone. It will be sent when you are back online.',
  notFound: 'Order not found',
  loadFailed: 'Failed to load order details',
  confirmCancel: 'Are you sure you want to cancel this delivery?',
} as const

export default function OrderPage() {
  const { id = '' } = useParams()
  const rider = useAppSelector(selectRider)
  const riderId = rider?.id ?? ''
  const query = useRiderOrderQuery({ riderId, orderId: id }, { skip: !riderId, refetchOnReconnect: true })
  const queued = useQueuedActions(riderId).filter((action) => action.orderId === id)
  // Said only when what waits cannot go now (offline, or its send failed), never while it is on its way.
  const held = useWaitingHeld(queued)
  const [photo, setPhoto] = useState<Blob | null>(null)
  const [photoProblem, setPhotoProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [declining, setDeclining] = useState(false)
  const navigate = useNavigate()
  const order = query.data?.data ?? null
  const photoUrl = useDeliveryPhotoUrlQuery(order?.delivery_photo_url ?? '', { skip: !order?.delivery_photo_url })
  useLiveTags(
    orderApi.util.invalidateTags,
    { table: 'orders', filter: `id=eq.${id}`, tags: [{ type: 'RiderOrder' as const, id }] },
    Boolean(riderId && id),
  )

  if (query.isLoading) return <p role="status">Loading order…</p>
  if (query.isError && !query.data) {
    return (
      <div className="r-banner r-banner--error" role="alert">
        <p>{ORDER_MESSAGES.loadFailed}</p>
        <button type="button" className="r-button" onClick={() => query.refetch()}>
          Retry
        </button>
      </div>
    )
  }
  // What the server refused for this order stays said here until the rider dismisses it, even when the
  // order is no longer theirs to read (given to another rider meanwhile).
  const refusals = queued
    .filter((action) => action.state === 'refused')
    .map((action) => <RefusedNotice key={action.id} action={action} />)

  if (!order) {
    return (
      <div className="r-stack">
        <div className="r-card">
          <h1 className="r-h1">{ORDER_MESSAGES.notFound}</h1>
          <p className="r-muted">It may have been given to another rider or removed.</p>
        </div>
        {refusals}
      </div>
    )
  }

  const status = expectedStatus(order.status, queued)
  const to = deliveryAddress(order)
  const outlet = order.outlet

  /** Queues the action and sends it; whether it was applied or kept to send later (not refused). */
  async function act(action: Omit<NewAction, 'orderId' | 'orderNumber' | 'riderId'>): Promise<boolean> {
    if (!order) return false
    setBusy(true)
    try {
      const result = await submitAction({ ...action, orderId: order.id, orderNumber: order.number, riderId })
      if (result.kind === 'applied') toast.success(ORDER_MESSAGES.updated)
      else if (result.kind === 'queued') toast.show(ORDER_MESSAGES.queued)
      // A refusal is toasted by the frame (every refusal is, whether sent now or replayed later) and stays
      // on this page until dismissed.
      if (result.kind !== 'refused' && action.kind === 'complete_delivery') setPhoto(null)
      return result.kind !== 'refused'
    } catch (error) {
      console.error('Could not keep the action on this phone:', error)
      toast.error('Failed to update order status')
      return false
    } finally {
      setBusy(false)
    }
  }

  function completeDelivery() {
    if (!photo) {
      setPhotoProblem(PHOTO_MESSAGES.required)
      toast.error(PHOTO_MESSAGES.required)
      return
    }
    void act({ kind: 'complete_delivery', photo: { blob: photo, path: `${order?.id}/${Date.now()}.jpg` } })
  }

  function cancelDelivery() {
    if (!window.confirm(ORDER_MESSAGES.confirmCancel)) return
    void act({ kind: 'cancel_delivery', reason: null })
  }

  return (
    <div className="rider-order r-stack">
      <h1 className="r-h1">{orderNumber(order.number)}</h1>
      {query.data?.savedAt ? (
        <p className="r-banner r-banner--warn">
          Saved on this phone at {kampalaTime(new Date(query.data.savedAt).toISOString())}: this order may be out of
          date.
        </p>
      ) : null}
      {held ? (
        <p className="r-banner r-banner--info" role="status">
          Waiting to be sent: this order will be updated on the server when you are back online.
        </p>
      ) : null}
      {refusals}
      {status === 'declined' ? (
        <p className="r-banner r-banner--info" role="status">
          You declined this order. The shop will give it to another rider.
        </p>
      ) : null}

      <Timeline order={order} status={status} held={held} />

      {order.delivery_proof === 'code' ? (
        <p className="r-banner r-banner--info">Delivered with the customer's code.</p>
      ) : null}
      {order.delivery_photo_url ? (
        <section className="r-card">
          <h2 className="r-h2">Delivery photo</h2>
          {photoUrl.data ? (
            <img
              className="rider-order__photo"
              src={photoUrl.data}
              alt={`Proof of delivery for ${orderNumber(order.number)}`}
            />
          ) : (
            <p className="r-muted">{photoUrl.isError ? 'The photo could not be loaded.' : 'Loading photo…'}</p>
          )}
        </section>
      ) : null}

      <section className="r-card r-stack" aria-labelledby="pickup-heading">
        <h2 id="pickup-heading" className="r-h2">
          Pickup location
        </h2>
        <div>
          <p className="rider-order__name">{outlet?.name ?? 'Outlet'}</p>
          {outlet?.address ? <p>{outlet.address}</p> : null}
          {outlet?.opening_hours ? <p className="r-muted">{outlet.opening_hours}</p> : null}
        </div>
        <div className="r-row">
          {outlet?.phone ? (
            <a className="r-button r-button--grow" href={telUrl(outlet.phone)}>
              Call Outlet
            </a>
          ) : null}
          {hasPoint(outlet?.latitude, outlet?.longitude) ? (
            <a
              className="r-button r-button--grow"
              href={directionsUrl(outlet?.latitude as number, outlet?.longitude as number)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Navigate to the outlet"
            >
              Navigate
            </a>
          ) : null}
        </div>
      </section>

      <section className="r-card r-stack" aria-labelledby="delivery-heading">
        <h2 id="delivery-heading" className="r-h2">
          Delivery location
        </h2>
        <div>
          <p className="rider-order__name">{to.fullName}</p>
          <p>{to.street}</p>
          <p>{to.city}</p>
          {order.delivery_instructions ? (
            <p>
              <strong>Instructions:</strong> {order.delivery_instructions}
            </p>
          ) : null}
        </div>
        <div className="r-row">
          {to.phone ? (
            <a className="r-button r-button--grow" href={telUrl(to.phone)}>
              Call Customer
            </a>
          ) : null}
          {hasPoint(order.delivery_latitude, order.delivery_longitude) ? (
            <a
              className="r-button r-button--grow"
              href={directionsUrl(order.delivery_latitude, order.delivery_longitude)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Navigate to the customer"
            >
              Navigate
            </a>
          ) : null}
        </div>
      </section>

      <section className="r-card" aria-labelledby="items-heading">
        <h2 id="items-heading" className="r-h2">
          Items
        </h2>
        <ul className="r-list rider-order__items">
          {order.order_items.map((item) => (
            <li key={`${item.product_name}-${item.quantity}`}>
              <span>{item.product_name}</span>
              <span>× {item.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="rider-order__total">
          Total <strong>{formatMoney(Number(order.total_amount))}</strong>
          {order.payment_method === 'cash_on_delivery' && order.payment_status !== 'paid' ? ' · collect in cash' : ''}
        </p>
      </section>

      <section className="r-stack" aria-label="Actions">
        {status === 'assigned' && !declining ? (
          <>
            <button
              type="button"
              className="r-button r-button--primary r-button--block"
              disabled={busy}
              onClick={() => void act({ kind: 'confirm_pickup' })}
            >
              Confirm Pickup
            </button>
            <button
              type="button"
              className="r-button r-button--danger r-button--block"
              disabled={busy}
              onClick={() => setDeclining(true)}
            >
              Decline Order
            </button>
          </>
        ) : null}
        {status === 'assigned' && declining ? (
          <DeclineForm
            order={order}
            riderId={riderId}
            onDeclined={() => navigate('/rider')}
            onBack={() => setDeclining(false)}
          />
        ) : null}
        {status === 'picked_up' ? (
          <>
            <DeliveryCodeForm
              failures={order.delivery_code_failures ?? 0}
              locked={Boolean(order.delivery_code_locked_at)}
              busy={busy}
              onCode={(code) => act({ kind: 'complete_delivery_with_code', code })}
            />
            {order.delivery_code_locked_at ? null : (
              <p className="r-muted">
                The customer cannot give the code (left with a guard or a neighbour)? Take a photo instead.
              </p>
            )}
            <PhotoCapture
              photo={photo}
              problem={photoProblem}
              onPhoto={(blob) => {
                setPhoto(blob)
                setPhotoProblem(null)
              }}
              onProblem={setPhotoProblem}
            />
            <button
              type="button"
              className="r-button r-button--primary r-button--block"
              disabled={busy}
              onClick={completeDelivery}
            >
              Complete Delivery
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="r-button r-button--danger r-button--block"
          disabled={busy || status === 'delivered' || status === 'cancelled' || status === 'declined'}
          onClick={cancelDelivery}
        >
          Cancel Delivery
        </button>
      </section>
    </div>
  )
}
