// The deliveries kept on this phone (rider-db), read once when the dashboard opens: shown at once while
// the server is asked, so a returning rider sees them without waiting for the network (and the page's
// kept last paint, lib/last-paint/last-paint.ts, is taken over without a change).
import { useEffect, useState } from 'react'
import type { Cached } from '../../../lib/api/kept-orders.ts'
import { keptActiveOrders } from '../../../lib/api/kept-orders.ts'
import type { RiderOrder } from '../../../lib/order-types.ts'

/** The kept deliveries, or null until read (and when none are kept or the device's database fails). */
export function useKeptOrders(riderId: string): Cached<RiderOrder[]> | null {
  const [kept, setKept] = useState<Cached<RiderOrder[]> | null>(null)
  useEffect(() => {
    if (!riderId) return
    let current = true
    keptActiveOrders(riderId).then(
      (read) => {
        if (current && read.data.length > 0) setKept(read)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [riderId])
  return kept
}
