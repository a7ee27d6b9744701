// The rider's proof-of-delivery photo on the customer's order page, through a signed URL (the bucket is
// private: Storage signs it only for those who may see the order).
import { orderNumber } from '@shop/shared/orders/order-number'
import { useLoad } from '../../../lib/load/use-load.ts'
import { deliveryPhotoUrl } from '../api/orders.ts'

export function DeliveryPhoto({ order }: { order: { number: number; delivery_photo_url: string | null } }) {
  const path = order.delivery_photo_url
  const photo = useLoad(`delivery-photo:${path ?? ''}`, () => (path ? deliveryPhotoUrl(path) : Promise.resolve(null)))
  if (!path) return null
  return (
    <section className="order-detail__card" aria-labelledby="order-photo">
      <h2 id="order-photo">Delivery Photo</h2>
      {photo.data ? (
        <img
          className="order-detail__photo"
          src={photo.data}
          alt={`Proof of delivery for ${orderNumber(order.number)}`}
        />
      ) : photo.status === 'error' ? (
        <p className="order-detail__note">
          The delivery photo could not be loaded.{' '}
          <button type="button" className="button" onClick={photo.retry}>
            Try again
          </button>
        </p>
      ) : (
        <p className="order-detail__note">Loading photo…</p>
      )}
    </section>
  )
}
