// The riders who declined an order, as the order's detail and the assign dialog say it.
import { declineText } from '../orders/decline-reasons.ts'
import { kampalaDateTime } from '../time/kampala.ts'
import type { OrderDecline } from './api.ts'

/** Newest first. */
export function declinesNewestFirst<D extends Pick<OrderDecline, 'declined_at'>>(declines: readonly D[]): D[] {
  return [...declines].sort((a, b) => b.declined_at.localeCompare(a.declined_at))
}

/** The latest decline of each rider, by rider id. */
export function latestDeclineByRider<D extends Pick<OrderDecline, 'rider_id' | 'declined_at'>>(
  declines: readonly D[],
): Map<string, D> {
  const byRider = new Map<string, D>()
  for (const decline of declinesNewestFirst(declines)) {
    if (decline.rider_id && !byRider.has(decline.rider_id)) byRider.set(decline.rider_id, decline)
  }
  return byRider
}

/** "Declined 2 Dec 2026, 10:42: Too far away: the road to Kira is flooded". */
export function declinedText(decline: Pick<OrderDecline, 'declined_at' | 'reason' | 'note'>): string {
  return `Declined ${kampalaDateTime(decline.declined_at)}: ${declineText(decline)}`
}
