// The outlet portal shell (backoffice spec): Dashboard, Orders, Staff, Settings.

import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { NavLink, Outlet } from 'react-router'
import { menuToggled, outletUi } from '../ui/slice.ts'

const links = [
  { to: '/outlet', label: 'Dashboard', end: true },
  { to: '/outlet/orders', label: 'Orders' },
  { to: '/outlet/staff', label: 'Staff' },
  { to: '/outlet/settings', label: 'Settings' },
]

export function OutletLayout() {
  const menuOpen = useAppSelector(outletUi.selectors.selectMenuOpen)
  const dispatch = useAppDispatch()
  return (
    <div className="page">
      <button type="button" aria-expanded={menuOpen} onClick={() => dispatch(menuToggled())}>
        Menu
      </button>
      {menuOpen && (
        <nav aria-label="Outlet">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} style={{ marginRight: 12 }}>
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
      <Outlet />
    </div>
  )
}
