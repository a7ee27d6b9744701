// The proof-of-delivery photo in the order's detail, through a signed URL (the bucket is private), named
// for the order it proves.
import { Typography } from 'antd'
import { orderNumber } from '../orders/order-number.ts'
import { ordersScreenApi } from './api.ts'

export function DeliveryPhoto({ order }: { order: { number: number; delivery_photo_url: string | null } }) {
  const path = order.delivery_photo_url
  const url = ordersScreenApi.useOrderDeliveryPhotoQuery(path ?? '', { skip: !path })
  if (!path) return null
  return (
    <>
      <Typography.Title level={2} className="order-detail__section" style={{ fontSize: 18 }}>
        Delivery photo
      </Typography.Title>
      {url.data ? (
        <a href={url.data} target="_blank" rel="noreferrer">
          <img
            className="order-detail__photo"
            src={url.data}
            alt={`Proof of delivery for ${orderNumber(order.number)}`}
          />
        </a>
      ) : (
        <Typography.Text type="secondary">
          {url.isError
            ? 'The delivery photo could not be loaded. Close the order and open it again.'
            : 'Loading photo…'}
        </Typography.Text>
      )}
    </>
  )
}
