// The delivery code on the customer's order page while the order is out for delivery: the four digits to
// give the rider at the door (the "on its way" SMS has them too). When wrong codes locked it, the rider
// completes the delivery with a photo instead, and the page says so; after delivery, how it was completed.
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useDeliveryCodeQuery } from '../api/orders.ts'

interface Props {
  order: { id: string; status: string; delivery_proof: string | null; delivery_code_locked_at: string | null }
}

export function DeliveryCode({ order }: Props) {
  const onTheRoad = order.status === 'picked_up'
  const code = useDeliveryCodeQuery(onTheRoad && !order.delivery_code_locked_at ? order.id : skipToken)
  if (order.status === 'delivered' && order.delivery_proof === 'code') {
    return <p className="order-detail__note">Delivered: you gave your rider the delivery code.</p>
  }
  // No code to show: not on the road, or none was issued (an order picked up before codes existed).
  if (!onTheRoad || (code.isSuccess && !code.currentData && !order.delivery_code_locked_at)) return null
  return (
    <section className="order-detail__card order-code" aria-labelledby="order-code">
      <h2 id="order-code">Delivery Code</h2>
      {order.delivery_code_locked_at ? (
        <p>The code was locked after too many wrong tries. Your rider will take a photo of the delivery instead.</p>
      ) : code.currentData ? (
        <>
          <p className="order-code__digits">{code.currentData}</p>
          <p>Give this code to your rider when your order arrives: they need it to complete the delivery.</p>
        </>
      ) : code.isError ? (
        <p>
          The code could not be loaded.{' '}
          <button type="button" className="button" onClick={code.refetch}>
            Try again
          </button>
        </p>
      ) : (
        <p role="status">Loading code…</p>
      )}
    </section>
  )
}
