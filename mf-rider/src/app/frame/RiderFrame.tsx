// The rider app's frame: phone first, one thumb. A slim header with the app's name and the rider, the
// page (the install prompt after it, in the flow), and a tab bar at the bottom of the screen within reach
// (Deliveries, Earnings, Profile), painted above whatever scrolls under it. It starts
// the offline queue's replays (and says when the server refuses an action), restores dark mode, shows
// the install prompt, rings for each new assignment until the rider opens or declines it (job-alert),
// and, while an order is picked up, shares the phone's position (location-sharing).
import { useLiveTags } from '@shop/shared/api'
import { selectRider } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { Suspense, useEffect } from 'react'
import { NavLink, Outlet } from 'react-router'
import '../../components/ui.css'
import './frame.css'
import { toast } from '@shop/shared/toast'
import { InstallPromptSlot } from '../../features/install/components/InstallPromptSlot.tsx'
import { JobAlert } from '../../features/job-alert/JobAlert.tsx'
import { LocationSharing } from '../../features/location-sharing/components/LocationSharing.tsx'
import { riderApi } from '../../lib/api/rider-api.ts'
import { refusalText } from '../../lib/offline-queue/queue-labels.ts'
import { riderQueue, startQueue, useQueueInvalidation } from '../../lib/offline-queue/rider-queue.ts'
import { useRestoreDarkMode } from '../../lib/ui/dark-mode.ts'
import { riderUi } from '../../lib/ui/slice.ts'

const TABS = [
  { to: '/rider', label: 'Deliveries', end: true },
  { to: '/rider/earnings', label: 'Earnings', end: false },
  { to: '/rider/profile', label: 'Profile', end: false },
]

export function RiderFrame() {
  const rider = useAppSelector(selectRider)
  const darkMode = useAppSelector(riderUi.selectors.selectDarkMode)
  useRestoreDarkMode()
  useQueueInvalidation()
  useEffect(() => startQueue(), [])
  // Any change to the rider's orders, on every page: the dashboard's list and earnings, an open order, and
  // location sharing (which follows the list: an outlet's handover starts it on whatever page is open).
  // An order's page also hears its own order, should it be given to another rider meanwhile.
  useLiveTags(
    riderApi.util.invalidateTags,
    { table: 'orders', filter: `rider_id=eq.${rider?.id}`, tags: ['RiderOrders', 'RiderEarnings', 'RiderOrder'] },
    Boolean(rider?.id),
  )
  // Whichever page is open when the server refuses a queued action (often a replay once the connection
  // is back), the rider hears of it at once; the dashboard and the order's page keep it until dismissed.
  useEffect(
    () =>
      riderQueue.subscribe((event) => {
        if (event.type === 'refused') toast.error(refusalText(event.action))
      }),
    [],
  )
  return (
    <div className={`rider-app rider-frame${darkMode ? ' rider-dark' : ''}`} data-portal="rider">
      <header className="rider-frame__header">
        <span className="rider-frame__app">Rider Portal</span>
        <span className="rider-frame__who">{rider?.full_name ?? rider?.email}</span>
      </header>
      <main className="rider-frame__page">
        <LocationSharing />
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
        <InstallPromptSlot />
      </main>
      <JobAlert />
      <nav className="rider-frame__tabs" aria-label="Rider">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} end={tab.end} className="rider-frame__tab">
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </div>
  )
}
