// The order a payment was for, named as on every screen and mail ("Order #10234"), once it is read.
import { orderNumber } from '@shop/shared/orders/order-number'
import { useLoad } from '../../lib/load/use-load.ts'
import { orderNumberOf } from '../orders/api/orders.ts'

export function OrderName({ orderId }: { orderId: string | null }) {
  const number = useLoad(`order-number:${orderId ?? ''}`, () =>
    orderId ? orderNumberOf(orderId) : Promise.resolve(null),
  )
  return number.data ? <p className="payment-return__order">{orderNumber(number.data)}</p> : null
}
