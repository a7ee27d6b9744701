// A job the rider cannot miss: on every page of the open app, an assignment the rider has not opened
// rings and shows over the page (AssignmentAlert) until they open it or decline it; it needs no
// notification permission. The rider's deliveries follow the server live (the frame's subscription
// refreshes them), and are read again every minute should that connection drop without a word. Opening
// the order (from the alert, or any other way onto its page) is kept on the phone at once and told to
// the server (acknowledge_assignment), so it rings no more, here or after a reload; one opened offline
// is told once the connection is back.
import { selectRider } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useActiveOrdersQuery } from '../../lib/api/rider-api.ts'
import { useOnline, useQueuedActions } from '../../lib/offline-queue/rider-queue.ts'
import type { RiderOrder } from '../../lib/order-types.ts'
import { useAcknowledgeAssignmentMutation } from './api/acknowledge.ts'
import { AssignmentAlert } from './components/AssignmentAlert.tsx'
import { assignmentKey, newAssignments, untoldOpenings } from './new-assignments.ts'
import { markOpened, useOpenedHere } from './opened-here.ts'
import './job-alert.css'

const RECHECK_MS = 60_000
/** An order's page; read from the location (react-router is shared with only the hooks the apps use). */
const ORDER_PAGE = /^\/rider\/orders\/([^/]+)\/?$/

export function JobAlert() {
  const rider = useAppSelector(selectRider)
  const riderId = rider?.id ?? ''
  const orders = useActiveOrdersQuery(riderId, { skip: !riderId, pollingInterval: RECHECK_MS })
  const queued = useQueuedActions(riderId)
  const openedHere = useOpenedHere()
  const online = useOnline()
  const navigate = useNavigate()
  const openPage = ORDER_PAGE.exec(useLocation().pathname)?.[1] ?? null
  const [acknowledge] = useAcknowledgeAssignmentMutation()
  // The openings told to the server on this page, so each is told once (again only after a failure).
  const told = useRef(new Set<string>())

  const list = orders.data?.data ?? []

  const tell = (order: RiderOrder) => {
    const key = assignmentKey(order)
    if (told.current.has(key)) return
    told.current.add(key)
    acknowledge(order.id).then((result) => {
      if ('error' in result) told.current.delete(key)
    })
  }

  const opened = (order: RiderOrder) => {
    void markOpened(assignmentKey(order))
    tell(order)
  }

  // On the order's page, however the rider got there, the assignment is opened.
  const onPage = list.find((order) => order.id === openPage && order.status === 'assigned' && !order.assignment_seen_at)
  const onPageKey = onPage ? assignmentKey(onPage) : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per assignment whose page is open
  useEffect(() => {
    if (onPage) opened(onPage)
  }, [onPageKey])

  // Opened here while the server could not be told: told when the connection or the list comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new read of the list, not each render
  useEffect(() => {
    if (!online || !openedHere) return
    for (const order of untoldOpenings(list, openedHere)) tell(order)
  }, [online, openedHere, orders.fulfilledTimeStamp])

  if (!riderId || !openedHere) return null
  const ringing = newAssignments(list, queued, openedHere).filter((order) => order.id !== openPage)
  const current = ringing[0]
  if (!current) return null
  return (
    <AssignmentAlert
      key={assignmentKey(current)}
      order={current}
      riderId={riderId}
      more={ringing.length - 1}
      onOpen={() => {
        opened(current)
        navigate(`/rider/orders/${current.id}`)
      }}
      onDeclined={() => void markOpened(assignmentKey(current))}
    />
  )
}
