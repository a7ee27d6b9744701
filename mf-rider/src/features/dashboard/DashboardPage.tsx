// The rider dashboard: the date, dark mode, going online or offline, the offline banner, today's earnings
// and deliveries from the server, what the offline queue still holds, and the Active Deliveries list,
// live: any change to the rider's orders reloads it. Opening, the deliveries kept on this phone show at
// once while the server is asked (marked as saved only when it cannot be reached); once the server's list
// is on screen, the page is kept as the next visit's first paint (lib/last-paint/last-paint.ts). `data-page` marks
// the page as up for the shell's hand-off. A rider not approved yet sees why they cannot go online (and
// hears their approval live) instead of the day's figures and deliveries.
import { useLiveTags } from '@shop/shared/api'
import { selectRider } from '@shop/shared/auth'
import { REFUSAL_TEXTS, refusalMessage } from '@shop/shared/errors'
import { formatMoney } from '@shop/shared/money'
import { useAppSelector } from '@shop/shared/store/hooks'
import { kampalaDate, kampalaShortDateTime } from '@shop/shared/time/kampala'
import { toast } from '@shop/shared/toast'
import { useEffect } from 'react'
import { riderApi, useActiveOrdersQuery, useRiderProfileQuery } from '../../lib/api/rider-api.ts'
import { saveLastPaint } from '../../lib/last-paint/last-paint.ts'
import { expectedStatus } from '../../lib/offline-queue/offline-queue.ts'
import { useOnline, useQueuedActions } from '../../lib/offline-queue/rider-queue.ts'
import { useDarkMode } from '../../lib/ui/dark-mode.ts'
import { useEarningsSummaryQuery, useSetAvailabilityMutation } from './api/dashboard.ts'
import { ApprovalNotice } from './components/ApprovalNotice.tsx'
import { DeliveryCard } from './components/DeliveryCard.tsx'
import { PushToggle } from './components/PushToggle.tsx'
import { QueuePanel } from './components/QueuePanel.tsx'
import { useKeptOrders } from './hooks/use-kept-orders.ts'
import './dashboard.css'

export const DASHBOARD_MESSAGES = {
  online: 'You are now online',
  offline: 'You are now offline',
  statusFailed: 'Failed to update status',
  deliveringLocked: 'You are delivering: you can go offline once your deliveries are done',
  offlineBanner: 'You are offline. Some features may be limited.',
  loadFailed: 'Failed to load orders',
} as const

/** When the deliveries were kept, on Kampala's clock ("28 Nov, 14:05"). */
export function savedAtText(savedAt: number): string {
  return kampalaShortDateTime(new Date(savedAt).toISOString())
}

/** Today in Kampala, whatever the phone's time zone: "Saturday 28 November". */
function kampalaToday(now: Date): string {
  return new Date(`${kampalaDate(now)}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
}

export default function DashboardPage() {
  const rider = useAppSelector(selectRider)
  const riderId = rider?.id ?? ''
  const online = useOnline()
  const [darkMode, toggleDarkMode] = useDarkMode()
  const orders = useActiveOrdersQuery(riderId, { skip: !riderId, refetchOnReconnect: true })
  const profile = useRiderProfileQuery(riderId, { skip: !riderId })
  const earnings = useEarningsSummaryQuery(riderId, { skip: !riderId, refetchOnReconnect: true })
  const kept = useKeptOrders(riderId)
  const [setAvailability, availability] = useSetAvailabilityMutation()
  const queued = useQueuedActions(riderId)

  const today = kampalaToday(new Date())
  const isOnline = profile.data ? profile.data.status !== 'offline' : null
  // Only the order transitions end `delivering` (the server refuses the rider's own change meanwhile).
  const delivering = profile.data?.status === 'delivering'
  // Only an approved rider may go online (the server refuses the others).
  const approval = profile.data?.approval
  const unapproved = approval === 'awaiting_approval' || approval === 'rejected' ? approval : null
  useLiveTags(
    riderApi.util.invalidateTags,
    { table: 'delivery_riders', filter: `id=eq.${riderId}`, tags: ['RiderProfile'] },
    Boolean(riderId && unapproved),
  )

  async function toggleAvailability() {
    if (!riderId || isOnline === null || delivering || unapproved) return
    const status = isOnline ? 'offline' : 'online'
    try {
      await setAvailability({ riderId, status }).unwrap()
      toast.success(status === 'online' ? DASHBOARD_MESSAGES.online : DASHBOARD_MESSAGES.offline)
    } catch (error) {
      // The server's reason, by its code: a pickup made elsewhere since this page read the status is the
      // delivering guard's refusal of the status column (the mutation then reads the profile again).
      const { message } = refusalMessage(error, DASHBOARD_MESSAGES.statusFailed, {
        not_allowed: {
          message: (details) =>
            details.column === 'status'
              ? DASHBOARD_MESSAGES.deliveringLocked
              : REFUSAL_TEXTS.not_allowed.message(details),
        },
      })
      toast.error(message)
    }
  }

  // Until the server answers, what this phone kept (as the app last showed it).
  const shown = orders.data ?? (kept ? { data: kept.data, savedAt: null } : undefined)
  const fromServer = orders.isSuccess && orders.data?.savedAt === null && !orders.isFetching
  useEffect(() => {
    if (!fromServer || !riderId) return
    // After the render settles (a burst of live updates saves once).
    const timer = setTimeout(() => saveLastPaint(riderId), 500)
    return () => clearTimeout(timer)
  })

  const list = shown?.data ?? []
  const active = list.filter((order) => {
    const status = expectedStatus(
      order.status,
      queued.filter((action) => action.orderId === order.id),
    )
    return status === 'assigned' || status === 'picked_up'
  })

  return (
    <div className="rider-dashboard" data-page={shown || orders.isError ? 'rider-dashboard' : undefined}>
      <header className="rider-dashboard__header">
        <p className="rider-dashboard__date">{today}</p>
        <div className="rider-dashboard__switches">
          <button type="button" className="r-button" aria-pressed={darkMode} onClick={toggleDarkMode}>
            Dark mode
          </button>
          <button
            type="button"
            className={`r-button${isOnline ? ' r-button--primary' : ''}`}
            role="switch"
            aria-checked={isOnline === true}
            aria-label="Available for deliveries"
            aria-describedby={delivering ? 'rider-status-locked' : unapproved ? 'rider-approval' : undefined}
            disabled={isOnline === null || delivering || Boolean(unapproved) || availability.isLoading}
            onClick={toggleAvailability}
          >
            {isOnline === null ? 'Status…' : isOnline ? 'Online' : 'Offline'}
          </button>
        </div>
        {delivering ? (
          <p id="rider-status-locked" className="rider-dashboard__locked r-muted">
            {DASHBOARD_MESSAGES.deliveringLocked}
          </p>
        ) : null}
      </header>

      {!online ? (
        <p className="r-banner r-banner--warn" role="status">
          {DASHBOARD_MESSAGES.offlineBanner}
        </p>
      ) : null}

      {unapproved ? (
        <ApprovalNotice
          id="rider-approval"
          approval={unapproved}
          email={profile.data?.email ?? null}
          reason={profile.data?.rejection_reason ?? null}
        />
      ) : (
        <>
          <section className="rider-dashboard__tiles" aria-label="Today">
            <div className="r-card rider-tile">
              <h2 className="rider-tile__label">Today's Earnings</h2>
              <p className="rider-tile__value">
                {earnings.data ? formatMoney(Number(earnings.data.today)) : earnings.isError ? '—' : '…'}
              </p>
            </div>
            <div className="r-card rider-tile">
              <h2 className="rider-tile__label">Deliveries</h2>
              <p className="rider-tile__value">
                {earnings.data ? earnings.data.deliveries_today : earnings.isError ? '—' : '…'}
              </p>
            </div>
          </section>

          <QueuePanel actions={queued} />

          <div className="rider-dashboard__push">
            <PushToggle />
          </div>

          <section aria-labelledby="active-deliveries">
            <h1 id="active-deliveries" className="r-h1">
              Active Deliveries
            </h1>
            {shown?.savedAt ? (
              <p className="r-banner r-banner--warn">
                Saved on this phone at {savedAtText(shown.savedAt)}: these deliveries may be out of date.
              </p>
            ) : null}
            {!shown && orders.isLoading ? (
              <p role="status">Loading deliveries…</p>
            ) : orders.isError && !shown ? (
              <div className="r-banner r-banner--error" role="alert">
                <p>{DASHBOARD_MESSAGES.loadFailed}</p>
                <button type="button" className="r-button" onClick={() => orders.refetch()}>
                  Retry
                </button>
              </div>
            ) : active.length === 0 ? (
              <div className="r-card rider-empty">
                <p className="rider-empty__title">No active deliveries</p>
                <p className="r-muted">New deliveries will appear here</p>
              </div>
            ) : (
              <ul className="r-list r-stack" aria-label="Active deliveries">
                {active.map((order) => (
                  <li key={order.id}>
                    <DeliveryCard
                      order={order}
                      status={expectedStatus(
                        order.status,
                        queued.filter((action) => action.orderId === order.id),
                      )}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
