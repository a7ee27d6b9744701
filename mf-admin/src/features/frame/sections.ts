// The admin sidebar (backoffice spec, "Admin shell"). Only targets with a page behind them are listed: a
// section appears here when its screen is built, never as a "coming soon" page.
export interface SidebarItem {
  to: string
  label: string
}

export interface SidebarGroup {
  label: string
  items: SidebarItem[]
}

export type SidebarEntry = SidebarItem | SidebarGroup

export const SIDEBAR: SidebarEntry[] = [
  { to: '/admin', label: 'Dashboard' },
  {
    label: 'Products',
    items: [
      { to: '/admin/products', label: 'Products' },
      { to: '/admin/products/categories', label: 'Categories' },
    ],
  },
  { label: 'Orders', items: [{ to: '/admin/orders', label: 'All Orders' }] },
  { label: 'Outlets', items: [{ to: '/admin/outlets', label: 'Outlets' }] },
  { label: 'Employees', items: [{ to: '/admin/employees', label: 'Employees' }] },
  { label: 'Delivery', items: [{ to: '/admin/delivery/riders', label: 'Riders' }] },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
]

export const isGroup = (entry: SidebarEntry): entry is SidebarGroup => 'items' in entry

/** The sidebar item a path belongs to: the longest target that is a prefix of it. */
export function selectedItem(pathname: string): string | undefined {
  const targets = SIDEBAR.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])).map((item) => item.to)
  return targets.filter((to) => pathname === to || pathname.startsWith(`${to}/`)).sort((a, b) => b.length - a.length)[0]
}
