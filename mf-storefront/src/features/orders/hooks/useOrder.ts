// One order, kept current: read once, then again whenever the database says it changed (the payment
// completing, the shop processing it, the rider on the way); the order stays on screen meanwhile.
import { useLiveTags } from '@shop/shared/api'
import { isUuid } from '@shop/shared/ids/uuid'
import { ordersApi, useMyOrderQuery } from '../api/orders.ts'

export function useOrder(id: string) {
  useLiveTags(
    ordersApi.util.invalidateTags,
    { table: 'orders', filter: `id=eq.${id}`, event: 'UPDATE', tags: [{ type: 'Order', id }] },
    isUuid(id),
  )
  return useMyOrderQuery(id)
}
