// The deliveries kept on this phone: what the order reads got, in rider-db's `orders` store, so they
// answer from there when the network does not (offline, the rider still sees the last known deliveries,
// marked with when they were read).
import type { ApiError } from '@shop/shared/api'
import type { RiderOrder } from '../order-types.ts'
import { riderDb } from '../rider-db.ts'

export interface Cached<T> {
  data: T
  /** When the copy shown was read from the server, if it did not come from the server just now. */
  savedAt: number | null
}

export const offline = (error: ApiError) => error.status === 'network'

/** What a read gives when the browser already knows it is offline (no wait for the API's retries). */
export const NO_CONNECTION: ApiError = {
  status: 'network',
  code: null,
  message: 'You are offline',
  details: null,
  hint: null,
}
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Keeps what the server said. The full list of a rider's active deliveries (`activeOf`) also drops the
 * kept copies of that rider's orders that are no longer in it (delivered or cancelled since).
 */
export async function remember(orders: RiderOrder[], { activeOf }: { activeOf?: string } = {}) {
  try {
    const db = await riderDb()
    const tx = db.transaction('orders', 'readwrite')
    const savedAt = Date.now()
    const current = new Set(orders.map((order) => order.id))
    const gone = activeOf
      ? (await tx.store.getAll()).filter((s) => s.order.rider_id === activeOf && !current.has(s.id))
      : []
    await Promise.all([
      ...gone.map((s) => tx.store.delete(s.id)),
      ...orders.map((order) => tx.store.put({ id: order.id, order, savedAt })),
      tx.done,
    ])
  } catch (error) {
    console.warn('Could not keep the deliveries on this device:', error)
  }
}

/** The rider's active deliveries as last kept on this device, newest first, and when they were read. */
export async function keptActiveOrders(riderId: string): Promise<Cached<RiderOrder[]>> {
  const stored = (await (await riderDb()).getAll('orders')).filter(
    (s) => s.order.rider_id === riderId && (s.order.status === 'assigned' || s.order.status === 'picked_up'),
  )
  stored.sort((a, b) => b.order.created_at.localeCompare(a.order.created_at))
  const savedAt = Math.min(...stored.map((s) => s.savedAt), Date.now())
  return { data: stored.map((s) => s.order), savedAt }
}
