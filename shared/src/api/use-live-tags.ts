import type { UnknownAction } from '@reduxjs/toolkit'
import { getSupabase } from '@shop/shared/supabase'
import { useEffect, useRef } from 'react'
import { useDispatch } from 'react-redux'
import { type LiveChange, type LiveTarget, subscribeToChanges } from './live.ts'

export interface LiveTagsSpec<Tag> extends LiveTarget {
  /** What to invalidate when a change arrives (or when the channel joins, first time included). */
  tags: Tag[]
  /** Called with each change, after the tags are invalidated (a toast for a new order, say). */
  onChange?: (change: LiveChange) => void
}

/**
 * Keeps a screen's cached data live while it is shown: changes to `spec.table` (matching `spec.filter`)
 * dispatch `invalidateTags(spec.tags)` — pass your injected api's `util.invalidateTags`, which knows its
 * tag types. The subscription ends when the component unmounts or `enabled` turns false.
 *
 *   useLiveTags(ordersApi.util.invalidateTags, { table: 'orders', filter: `outlet_id=eq.${id}`, tags: ['Order'] })
 */
export function useLiveTags<Tag>(
  invalidateTags: (tags: Tag[]) => UnknownAction,
  spec: LiveTagsSpec<Tag>,
  enabled = true,
): void {
  const dispatch = useDispatch()
  // The newest tags and callback are used without subscribing again when only they change.
  const latest = useRef({ spec, invalidateTags })
  latest.current = { spec, invalidateTags }
  const { table, filter, event } = spec
  useEffect(() => {
    if (!enabled) return
    let unsubscribe: (() => void) | null = null
    let stopped = false
    void getSupabase().then((client) => {
      if (stopped) return
      unsubscribe = subscribeToChanges(client, { table, filter, event }, (change) => {
        const { spec: current, invalidateTags: invalidate } = latest.current
        dispatch(invalidate(current.tags))
        if (change) current.onChange?.(change)
      })
    })
    return () => {
      stopped = true
      unsubscribe?.()
    }
  }, [dispatch, table, filter, event, enabled])
}
