// The rider app's frame: phone first, one thumb. A slim header with the app's name and the rider, the
// page, and a tab bar at the bottom of the screen within reach (Deliveries, Earnings, Profile).
import { selectRider } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { Suspense } from 'react'
import { NavLink, Outlet } from 'react-router'
import './frame.css'

const TABS = [
  { to: '/rider', label: 'Deliveries', end: true },
  { to: '/rider/earnings', label: 'Earnings', end: false },
  { to: '/rider/profile', label: 'Profile', end: false },
]

export function RiderFrame() {
  const rider = useAppSelector(selectRider)
  return (
    <div className="rider-frame" data-portal="rider">
      <header className="rider-frame__header">
        <span className="rider-frame__app">Rider Portal</span>
        <span className="rider-frame__who">{rider?.full_name ?? rider?.email}</span>
      </header>
      <main className="rider-frame__page">
        <Suspense fallback={<p role="status">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
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
