// The page's one offline queue: over rider-db, sending through the page's Supabase client. It replays
// when the app starts, when the browser says the connection is back, after each new action, and every
// 30 s while something waits (a connection can come back without an `online` event). What it applies
// makes the cached orders and earnings stale.
import { getSupabase } from '@shop/shared/supabase'
import { useCallback, useEffect, useState } from 'react'
import { useDispatch } from 'react-redux'
import { riderApi } from '../api/rider-api.ts'
import { riderDb } from '../rider-db.ts'
import {
  createOfflineQueue,
  type NewAction,
  type QueuedAction,
  type QueueEvent,
  waitingIsHeld,
} from './offline-queue.ts'
import { createSender } from './send-action.ts'

export const riderQueue = createOfflineQueue({ db: () => riderDb(), send: createSender(getSupabase) })

const RETRY_MS = 30_000
let started = false

/** Starts the replays (once per page). */
export function startQueue(): void {
  if (started || typeof window === 'undefined') return
  started = true
  const replay = () => void riderQueue.replay().catch((error) => console.warn('The offline queue failed:', error))
  window.addEventListener('online', replay)
  setInterval(() => {
    if (navigator.onLine) replay()
  }, RETRY_MS)
  replay()
}

/** Invalidates what an applied action changed, for as long as the component is mounted. */
export function useQueueInvalidation(): void {
  const dispatch = useDispatch()
  useEffect(
    () =>
      riderQueue.subscribe((event) => {
        if (event.type !== 'applied' && event.type !== 'refused') return
        dispatch(
          riderApi.util.invalidateTags([
            'RiderOrders',
            'RiderEarnings',
            'RiderProfile',
            { type: 'RiderOrder', id: event.action.orderId },
          ]),
        )
      }),
    [dispatch],
  )
}

/** The rider's queued actions, kept current. */
export function useQueuedActions(riderId: string | undefined): QueuedAction[] {
  const [actions, setActions] = useState<QueuedAction[]>([])
  const load = useCallback(() => {
    if (!riderId) return
    riderQueue.list(riderId).then(setActions, (error) => console.warn('Could not read the offline queue:', error))
  }, [riderId])
  useEffect(() => {
    load()
    return riderQueue.subscribe((event: QueueEvent) => {
      if (event.type === 'changed' || event.type === 'refused' || event.type === 'applied') load()
    })
  }, [load])
  return actions
}

/** Whether the queue's last send could not reach the server, kept current. */
export function useSendFailed(): boolean {
  const [failed, setFailed] = useState(() => riderQueue.sendFailed())
  useEffect(() => {
    setFailed(riderQueue.sendFailed())
    return riderQueue.subscribe(() => setFailed(riderQueue.sendFailed()))
  }, [])
  return failed
}

/**
 * Whether what `actions` holds waiting is held back (offline, or its send failed): the screens then say
 * it waits to be sent; otherwise it is on its way.
 */
export function useWaitingHeld(actions: QueuedAction[]): boolean {
  const online = useOnline()
  const failed = useSendFailed()
  return waitingIsHeld(actions.filter((action) => action.state === 'waiting').length, online, failed)
}

/** Whether the browser believes it is online (the `online`/`offline` events). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine))
  useEffect(() => {
    const up = () => setOnline(true)
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
    }
  }, [])
  return online
}

export type SubmitResult = { kind: 'applied' } | { kind: 'queued' } | { kind: 'refused'; message: string }

/** Queues an action and sends what is waiting; resolves with what became of this one. */
export async function submitAction(action: NewAction): Promise<SubmitResult> {
  const queued = await riderQueue.add(action)
  return new Promise<SubmitResult>((resolve) => {
    const stop = riderQueue.subscribe((event) => {
      if (event.type === 'changed' || event.action.id !== queued.id) {
        // An earlier action that cannot be sent holds this one back too.
        if (event.type === 'unreachable') {
          stop()
          resolve({ kind: 'queued' })
        }
        return
      }
      stop()
      if (event.type === 'applied') resolve({ kind: 'applied' })
      else if (event.type === 'refused') resolve({ kind: 'refused', message: event.action.refusal?.message ?? '' })
      else resolve({ kind: 'queued' })
    })
    riderQueue.replay().then(
      (result) => {
        if (result === 'unreachable') {
          stop()
          resolve({ kind: 'queued' })
        }
      },
      () => {
        stop()
        resolve({ kind: 'queued' })
      },
    )
  })
}
