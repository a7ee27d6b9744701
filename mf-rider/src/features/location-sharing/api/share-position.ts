// One position to the server (share_delivery_position), and what its answer means for the sender:
// stored, ignored (too soon after the last one), refused (the order is no longer this rider's to share:
// delivered, cancelled, taken away), or failed (no answer, a server error; the next tick tries anew).
import { BUSINESS_ERRORS } from '@shop/shared/errors'
import type { ShopClient } from '@shop/shared/supabase'
import type { Fix, SendResult } from '../position-sender.ts'

const NOT_ON_THE_ROAD: string[] = [
  BUSINESS_ERRORS.order_not_found.code,
  BUSINESS_ERRORS.transition_not_allowed.code,
  BUSINESS_ERRORS.not_allowed.code,
]

export async function sharePosition(client: ShopClient, orderId: string, fix: Fix): Promise<SendResult> {
  try {
    const { data, error } = await client.rpc('share_delivery_position', {
      order_id: orderId,
      latitude: fix.latitude,
      longitude: fix.longitude,
      accuracy_m: fix.accuracy ?? undefined,
    })
    if (!error) return data ? 'stored' : 'ignored'
    return NOT_ON_THE_ROAD.includes(error.code) ? 'refused' : 'failed'
  } catch {
    return 'failed'
  }
}
