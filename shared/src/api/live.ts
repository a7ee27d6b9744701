// Realtime changes that make cached server data stale: a postgres_changes subscription whose events
// tell the caller to invalidate what it cached. Joining does too, the first time and after a drop: a change
// made after the screen's first read but before the channel joined (or while the connection was down) is
// never sent, so the screen must read again.
import type { ShopClient } from '@shop/shared/supabase'
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js'

export type LiveChange = RealtimePostgresChangesPayload<Record<string, unknown>>

export interface LiveTarget {
  /** A published table (supabase/migrations: the `supabase_realtime` publication). */
  table: string
  /** A realtime filter such as `outlet_id=eq.<id>`; the subscriber's RLS applies in any case. */
  filter?: string
  event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
}

let channelCount = 0

/**
 * Subscribes to changes of `target`; `stale` runs on each change (with it) and each time the channel
 * joins, the first time included (without). Returns the function that unsubscribes.
 */
export function subscribeToChanges(
  client: ShopClient,
  target: LiveTarget,
  stale: (change: LiveChange | null) => void,
): () => void {
  channelCount += 1
  const channel = client
    .channel(`live:${target.table}:${target.filter ?? 'all'}:${channelCount}`)
    .on<Record<string, unknown>>(
      'postgres_changes',
      { event: target.event ?? '*', schema: 'public', table: target.table, filter: target.filter },
      (change) => stale(change),
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') stale(null)
    })
  return () => {
    void client.removeChannel(channel)
  }
}
