// The order a payment was for, named as on every screen and mail ("Order #10234"), once it is read.
import { skipToken } from '@reduxjs/toolkit/query/react'
import { orderNumber } from '@shop/shared/orders/order-number'
import { usePaidOrderNumberQuery } from './api/order-number.ts'

export function OrderName({ orderId }: { orderId: string | null }) {
  const number = usePaidOrderNumberQuery(orderId ?? skipToken)
  return number.currentData ? <p className="payment-return__order">{orderNumber(number.currentData)}</p> : null
}
