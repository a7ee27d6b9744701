// The admin sidebar. Only targets with a page behind them are listed: a section appears here when its
// screen is built, never as a "coming soon" page.
import type { SidebarEntry } from '@shop/shared/portal/frame'

export const SIDEBAR: SidebarEntry[] = [
  { to: '/admin', label: 'Dashboard' },
  {
    label: 'Products',
    links: [
      { to: '/admin/products', label: 'Products' },
      { to: '/admin/products/categories', label: 'Categories' },
      { to: '/admin/products/inventory', label: 'Inventory' },
    ],
  },
  {
    label: 'Orders',
    links: [
      { to: '/admin/orders', label: 'All Orders' },
      { to: '/admin/orders/pending', label: 'Pending' },
      { to: '/admin/orders/processing', label: 'Processing' },
    ],
  },
  { to: '/admin/customers', label: 'Customers' },
  {
    label: 'Outlets',
    links: [
      { to: '/admin/outlets', label: 'Outlets' },
      { to: '/admin/outlets/stock', label: 'Stock' },
    ],
  },
  {
    label: 'Employees',
    links: [
      { to: '/admin/employees', label: 'Employees' },
      { to: '/admin/employees/roles', label: 'Roles' },
    ],
  },
  { label: 'Delivery', links: [{ to: '/admin/delivery/riders', label: 'Riders' }] },
  {
    label: 'Reports',
    links: [
      { to: '/admin/reports/sales', label: 'Sales' },
      { to: '/admin/reports/inventory', label: 'Inventory' },
    ],
  },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/settings', label: 'Settings' },
]
