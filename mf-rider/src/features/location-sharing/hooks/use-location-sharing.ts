// While the rider has an order picked up and the app is open, the phone's position goes to the server for
// that order (position-sender: at once, then every 15 s, nothing kept offline). The position is watched
// only then: no order on the road, or the order delivered or cancelled (or about to be, queued on the
// phone), and the watch ends. The browser's permission is asked only after the rider has read why
// (`ask`), unless it was given before.
import { selectRider } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { getSupabase } from '@shop/shared/supabase'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { riderApi, useActiveOrdersQuery } from '../../../lib/api/rider-api.ts'
import { expectedStatus } from '../../../lib/offline-queue/offline-queue.ts'
import { useQueuedActions } from '../../../lib/offline-queue/rider-queue.ts'
import { sharePosition } from '../api/share-position.ts'
import { createPositionSender, type PositionSender, type SenderState } from '../position-sender.ts'

export type Permission = 'checking' | 'prompt' | 'granted' | 'denied' | 'unsupported'

export type SharingState =
  | { kind: 'none' }
  /** The rider has not allowed location yet: say why, and offer to. */
  | { kind: 'ask' }
  | { kind: 'off'; reason: 'denied' | 'unavailable' | 'unsupported' }
  | { kind: 'on'; progress: SenderState }

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 }

function usePermission(): [Permission, (permission: Permission) => void] {
  const [permission, setPermission] = useState<Permission>(() =>
    typeof navigator === 'undefined' || !navigator.geolocation ? 'unsupported' : 'checking',
  )
  // Asked once; the browser tells of later changes.
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return
    let status: PermissionStatus | null = null
    let stopped = false
    const update = () => {
      if (status && !stopped) setPermission(status.state)
    }
    if (!navigator.permissions?.query) {
      setPermission('prompt')
      return
    }
    navigator.permissions.query({ name: 'geolocation' }).then(
      (answer) => {
        status = answer
        update()
        answer.addEventListener('change', update)
      },
      () => setPermission('prompt'),
    )
    return () => {
      stopped = true
      status?.removeEventListener('change', update)
    }
  }, [])
  return [permission, setPermission]
}

/** The ids of the rider's orders picked up, as the server says and nothing queued on the phone undoes. */
function useOrdersOnTheRoad(): string[] {
  const rider = useAppSelector(selectRider)
  const riderId = rider?.id ?? ''
  const orders = useActiveOrdersQuery(riderId, { skip: !riderId })
  const queued = useQueuedActions(riderId)
  const ids = (orders.data?.data ?? [])
    .filter(
      (order) =>
        order.status === 'picked_up' &&
        expectedStatus(
          order.status,
          queued.filter((action) => action.orderId === order.id),
        ) === 'picked_up',
    )
    .map((order) => order.id)
    .sort()
  const key = ids.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids by value, not by array identity
  return useMemo(() => ids, [key])
}

export function useLocationSharing(): { state: SharingState; allow(): void } {
  const dispatch = useDispatch()
  const onTheRoad = useOrdersOnTheRoad()
  const [permission, setPermission] = usePermission()
  const [asked, setAsked] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const [progress, setProgress] = useState<SenderState>('waiting')
  const sender = useRef<PositionSender | null>(null)

  const watching = onTheRoad.length > 0 && (permission === 'granted' || (permission === 'prompt' && asked))

  // One sender for the page's life; the orders it sends for follow the server.
  useEffect(() => {
    const created = createPositionSender({
      send: async (orderId, fix) => sharePosition(await getSupabase(), orderId, fix),
      // The order left the road (delivered or cancelled elsewhere): read the rider's orders again.
      onRefused: () => dispatch(riderApi.util.invalidateTags(['RiderOrders'])),
      onState: setProgress,
      now: () => Date.now(),
      online: () => navigator.onLine !== false,
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    })
    sender.current = created
    return () => created.stop()
  }, [dispatch])

  useEffect(() => {
    sender.current?.setOrders(watching ? onTheRoad : [])
  }, [watching, onTheRoad])

  useEffect(() => {
    if (!watching) return
    setProgress('waiting')
    setUnavailable(false)
    const id = navigator.geolocation.watchPosition(
      (position) => {
        setUnavailable(false)
        sender.current?.offer({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        })
      },
      (error) => {
        sender.current?.lose()
        if (error.code === error.PERMISSION_DENIED) setPermission('denied')
        else setUnavailable(true)
      },
      WATCH_OPTIONS,
    )
    return () => {
      navigator.geolocation.clearWatch(id)
      sender.current?.lose()
    }
  }, [watching, setPermission])

  const allow = useCallback(() => setAsked(true), [])

  let state: SharingState
  if (onTheRoad.length === 0 || permission === 'checking') state = { kind: 'none' }
  else if (permission === 'unsupported') state = { kind: 'off', reason: 'unsupported' }
  else if (permission === 'denied') state = { kind: 'off', reason: 'denied' }
  else if (!watching) state = { kind: 'ask' }
  else if (unavailable) state = { kind: 'off', reason: 'unavailable' }
  else state = { kind: 'on', progress }
  return { state, allow }
}
