// One order, kept current: read once, then again whenever the database says it changed (the payment
// completing, the shop processing it, the rider on the way); the order stays on screen meanwhile.
import { toast } from '@shop/shared/toast'
import { useEffect } from 'react'
import { useLoad } from '../../../lib/load/use-load.ts'
import { getOrder, watchOrder } from '../api/orders.ts'

export const ORDER_LOAD_FAILED = 'Failed to load order details'

export function useOrder(id: string) {
  const order = useLoad(
    `order:${id}`,
    // An unknown id (mistyped, or someone else's order) is "Order not found" on the page, nothing more; only
    // a read that failed says "Failed to load order details" in a toast, beside Try again.
    () => getOrder(id),
    () => toast.error(ORDER_LOAD_FAILED),
  )
  const { retry } = order

  useEffect(() => {
    let stop: (() => void) | null = null
    let current = true
    void watchOrder(id, retry).then((unsubscribe) => {
      if (current) stop = unsubscribe
      else unsubscribe()
    })
    return () => {
      current = false
      stop?.()
    }
  }, [id, retry])

  return order
}
