// Where the rider of an order on the road last was (delivery_positions), kept live: read when the
// realtime channel joins (the first time, and again after a dropped connection), then each new position
// as it comes. RLS lets only the order's customer, its outlet's staff and admins read it; for anyone
// else there is simply no position. The end of a delivery is read from the order's own status by the
// caller (a DELETE event carries no row to check), so `enabled` is turned off then.
import { getSupabase } from '@shop/shared/supabase'
import { useEffect, useState } from 'react'
import { subscribeToChanges } from '../api/live.ts'
import type { Tables } from '../supabase/database.types.ts'

export type DeliveryPosition = Pick<
  Tables<'delivery_positions'>,
  'order_id' | 'vehicle_type' | 'latitude' | 'longitude' | 'accuracy_m' | 'recorded_at'
>

export type DeliveryPositionState =
  | { status: 'loading'; position: null }
  | { status: 'ready'; position: DeliveryPosition | null }
  | { status: 'error'; position: DeliveryPosition | null }

const COLUMNS = 'order_id, vehicle_type, latitude, longitude, accuracy_m, recorded_at'

function fromRecord(record: Record<string, unknown>): DeliveryPosition | null {
  const { order_id, vehicle_type, latitude, longitude, accuracy_m, recorded_at } = record
  if (typeof order_id !== 'string' || typeof latitude !== 'number' || typeof longitude !== 'number') return null
  if (typeof recorded_at !== 'string' || (vehicle_type !== 'motorcycle' && vehicle_type !== 'bicycle')) return null
  return {
    order_id,
    vehicle_type,
    latitude,
    longitude,
    accuracy_m: typeof accuracy_m === 'number' ? accuracy_m : null,
    recorded_at,
  }
}

/** The order's rider's latest position while `enabled` (the order is picked up), live. */
export function useDeliveryPosition(orderId: string, enabled: boolean): DeliveryPositionState {
  const [state, setState] = useState<DeliveryPositionState>({ status: 'loading', position: null })

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'ready', position: null })
      return
    }
    let stopped = false
    let unsubscribe: (() => void) | null = null
    // Only the newest read may answer: a slow earlier one never overwrites a later one.
    let generation = 0
    const read = async () => {
      const mine = ++generation
      const client = await getSupabase()
      const { data, error } = await client
        .from('delivery_positions')
        .select(COLUMNS)
        .eq('order_id', orderId)
        .maybeSingle()
      if (stopped || mine !== generation) return
      setState((current) =>
        error ? { status: 'error', position: current.position } : { status: 'ready', position: data },
      )
    }
    void getSupabase().then((client) => {
      if (stopped) return
      unsubscribe = subscribeToChanges(
        client,
        { table: 'delivery_positions', filter: `order_id=eq.${orderId}` },
        (change) => {
          if (!change) return void read()
          if (change.eventType === 'DELETE') {
            generation++
            setState({ status: 'ready', position: null })
            return
          }
          const position = fromRecord(change.new)
          if (!position) return void read()
          generation++
          setState({ status: 'ready', position })
        },
      )
    })
    return () => {
      stopped = true
      unsubscribe?.()
    }
  }, [orderId, enabled])

  return state
}
