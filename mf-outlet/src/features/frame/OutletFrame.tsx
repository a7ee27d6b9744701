// The outlet portal's shell: sidebar Dashboard, Orders, Stock, Staff, Settings and Sign Out (back to
// the shop), with the outlet's name and its bell in the header, and the new-order alert above every
// page. Which outlet comes from the server (the user's outlet_employees row); until it is known a
// spinner shows, and a user who is on no outlet's staff, or no longer active, gets a page saying so.
import { SidebarFrame } from '@shop/shared/portal/frame'
import { useEmployment } from '../../lib/outlet/current-outlet.ts'
import { NewOrderAlert } from '../new-order-alert/NewOrderAlert.tsx'
import { OutletNotificationBell } from '../notifications/OutletNotificationBell.tsx'
import { NoOutletPage } from './NoOutletPage.tsx'
import './frame.css'

const LINKS = [
  { to: '/outlet/orders', label: 'Orders' },
  { to: '/outlet/stock', label: 'Stock' },
  { to: '/outlet/staff', label: 'Staff' },
  { to: '/outlet/settings', label: 'Settings' },
]

export function OutletFrame() {
  const employment = useEmployment()
  if (employment.isLoading || employment.isUninitialized) {
    return (
      <div className="outlet-loading" data-portal="outlet" role="status">
        Loading your outlet…
      </div>
    )
  }
  if (employment.isError) {
    return (
      <NoOutletPage
        title="Your outlet could not be loaded"
        message="Check your connection and try again."
        onRetry={() => void employment.refetch()}
      />
    )
  }
  const row = employment.data
  if (!row?.outlet) {
    return (
      <NoOutletPage
        title="You are not on an outlet's staff"
        message="This portal is for the staff of our outlets. If you work at one, ask an admin to add you to its staff."
      />
    )
  }
  if (!row.is_active) {
    return (
      <NoOutletPage
        title="Your staff account is inactive"
        message={`Your account at ${row.outlet.name} has been deactivated. Ask your outlet's manager or an admin to reactivate it.`}
      />
    )
  }
  return (
    <SidebarFrame
      portal="outlet"
      label="Outlet"
      home={{ to: '/outlet', label: 'Dashboard' }}
      entries={LINKS}
      signOutPlace="sidebar"
      banner={<NewOrderAlert outletId={row.outlet.id} />}
      header={
        <div className="outlet-header">
          <OutletNotificationBell outletId={row.outlet.id} />
          <div className="outlet-who">
            <strong>{row.outlet.name}</strong>
            <span>{row.role?.name ?? 'Staff'}</span>
          </div>
        </div>
      }
    />
  )
}
