// The rider's proof-of-delivery photo on the customer's order page, through a signed URL (the bucket is
// private: Storage signs it only for those who may see the order).
import { skipToken } from '@reduxjs/toolkit/query/react'
import { orderNumber } from '@shop/shared/orders/order-number'
import { useDeliveryPhotoQuery } from '../api/orders.ts'

export function DeliveryPhoto({ order }: { order: { number: number; delivery_photo_url: string | null } }) {
  const path = order.delivery_photo_url
  const photo = useDeliveryPhotoQuery(path ?? skipToken)
  if (!path) return null
  return (
    <section className="order-detail__card" aria-labelledby="order-photo">
      <h2 id="order-photo">Delivery Photo</h2>
      {photo.currentData ? (
        <img
          className="order-detail__photo"
          src={photo.currentData}
          alt={`Proof of delivery for ${orderNumber(order.number)}`}
        />
      ) : photo.isError ? (
        <p className="order-detail__note">
          The delivery photo could not be loaded.{' '}
          <button type="button" className="button" onClick={photo.refetch}>
            Try again
          </button>
        </p>
      ) : (
        <p className="order-detail__note">Loading photo…</p>
      )}
    </section>
  )
}
