// The admin shell (backoffice spec): a sidebar of sections and a header with the admin's name.

import { selectCurrentUser } from '@shop/shared/auth'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { NavLink, Outlet } from 'react-router'
import { adminUi, sidebarToggled } from '../ui/slice.ts'
import './admin.css'

const sections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products', end: true },
  { to: '/admin/products/categories', label: 'Categories' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/outlets', label: 'Outlets' },
  { to: '/admin/employees', label: 'Employees' },
  { to: '/admin/delivery/riders', label: 'Delivery Riders' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
]

export function AdminLayout() {
  const collapsed = useAppSelector(adminUi.selectors.selectSidebarCollapsed)
  const user = useAppSelector(selectCurrentUser)
  const dispatch = useAppDispatch()
  return (
    <div className={collapsed ? 'admin admin--collapsed' : 'admin'}>
      <aside className="admin__sidebar">
        <button type="button" className="admin__collapse" onClick={() => dispatch(sidebarToggled())}>
          {collapsed ? 'Show menu' : 'Hide menu'}
        </button>
        {!collapsed && (
          <nav aria-label="Admin">
            {sections.map((section) => (
              <NavLink key={section.to} to={section.to} end={section.end} className="admin__link">
                {section.label}
              </NavLink>
            ))}
          </nav>
        )}
      </aside>
      <div className="admin__main">
        <header className="admin__header">
          <span>{user?.full_name ?? user?.email ?? 'Signed out'}</span>
          <span className="admin__role">Administrator</span>
        </header>
        <Outlet />
      </div>
    </div>
  )
}
