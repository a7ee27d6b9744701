// The realtime subscription's promise to its caller: read again whenever the channel joins (the first
// time too: a change made between the screen's first read and the join is never sent), and on each change.

import type { ShopClient } from '@shop/shared/supabase'
import { describe, expect, it } from 'vitest'
import { type LiveChange, subscribeToChanges } from './live.ts'

/** A client whose one channel the test drives: its status callback and its change handler. */
function fakeClient() {
  const driven: { status?: (status: string) => void; change?: (change: LiveChange) => void; removed: number } = {
    removed: 0,
  }
  const channel = {
    on(_type: string, _filter: unknown, handler: (change: LiveChange) => void) {
      driven.change = handler
      return channel
    },
    subscribe(callback: (status: string) => void) {
      driven.status = callback
      return channel
    },
  }
  const client = {
    channel: () => channel,
    removeChannel: async () => {
      driven.removed += 1
      return 'ok'
    },
  } as unknown as ShopClient
  return { client, driven }
}

describe('subscribeToChanges', () => {
  it('says the data is stale when the channel first joins, after each rejoin, and on each change', () => {
    const { client, driven } = fakeClient()
    const calls: Array<LiveChange | null> = []
    const stop = subscribeToChanges(client, { table: 'orders', filter: 'rider_id=eq.r1' }, (change) =>
      calls.push(change),
    )
    driven.status?.('SUBSCRIBED')
    expect(calls).toEqual([null])
    const change = { eventType: 'UPDATE', new: { id: 'o1' } } as unknown as LiveChange
    driven.change?.(change)
    expect(calls).toEqual([null, change])
    driven.status?.('CHANNEL_ERROR')
    driven.status?.('TIMED_OUT')
    expect(calls).toHaveLength(2)
    driven.status?.('SUBSCRIBED')
    expect(calls).toEqual([null, change, null])
    stop()
    expect(driven.removed).toBe(1)
  })
})
