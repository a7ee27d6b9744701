// The outlet portal's shell (backoffice spec, "Outlet portal shell"): sidebar Dashboard, Orders, Staff,
// Settings and Sign Out (back to the shop), with the outlet's name in the header.
import { selectOutletEmployee } from '@shop/shared/auth'
import { SidebarFrame } from '@shop/shared/portal/frame'
import { useAppSelector } from '@shop/shared/store/hooks'
import { useOutletQuery } from './api/outlet.ts'

const LINKS = [
  { to: '/outlet/orders', label: 'Orders' },
  { to: '/outlet/staff', label: 'Staff' },
  { to: '/outlet/settings', label: 'Settings' },
]

export function OutletFrame() {
  const employee = useAppSelector(selectOutletEmployee)
  const outlet = useOutletQuery(employee?.outlet_id ?? '', { skip: !employee })
  return (
    <SidebarFrame
      portal="outlet"
      label="Outlet"
      home={{ to: '/outlet', label: 'Dashboard' }}
      entries={LINKS}
      header={<strong>{outlet.data?.name ?? (outlet.isError ? 'Your outlet' : '…')}</strong>}
    />
  )
}
