// The admin shell (backoffice spec): a sidebar of sections and a header with the admin's name and
// "Administrator". On a phone the sidebar folds away behind the menu button.
import { selectCurrentUser } from '@shop/shared/auth'
import { useSignOut } from '@shop/shared/auth/sign-out'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { Button, Grid, Layout, Menu, type MenuProps, Typography } from 'antd'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { adminUi, sidebarToggled } from '../ui/slice.ts'
import { isGroup, SIDEBAR, selectedItem } from './sections.ts'
import './frame.css'

const menuItems: MenuProps['items'] = SIDEBAR.map((entry) =>
  isGroup(entry)
    ? {
        type: 'group',
        key: entry.label,
        label: entry.label,
        children: entry.items.map((item) => ({ key: item.to, label: <Link to={item.to}>{item.label}</Link> })),
      }
    : { key: entry.to, label: <Link to={entry.to}>{entry.label}</Link> },
)

export function AdminFrame() {
  const collapsed = useAppSelector(adminUi.selectors.selectSidebarCollapsed)
  const user = useAppSelector(selectCurrentUser)
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const { signOut, busy } = useSignOut('/')
  const wide = Grid.useBreakpoint().lg ?? true
  const selected = selectedItem(pathname)
  return (
    <Layout className="admin-frame" data-portal="admin">
      <Layout.Sider
        className="admin-frame__sider"
        width={240}
        collapsedWidth={0}
        collapsed={collapsed}
        trigger={null}
        theme="light"
      >
        <nav aria-label="Admin" id="admin-sidebar">
          <Link to="/admin" className="admin-frame__brand">
            Kampala Meats Admin
          </Link>
          <Menu
            mode="inline"
            items={menuItems}
            selectedKeys={selected ? [selected] : []}
            onClick={() => !wide && !collapsed && dispatch(sidebarToggled())}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-frame__header">
          <Button onClick={() => dispatch(sidebarToggled())} aria-expanded={!collapsed} aria-controls="admin-sidebar">
            {collapsed ? 'Show menu' : 'Hide menu'}
          </Button>
          <div className="admin-frame__who">
            <Typography.Text strong>{user?.full_name ?? user?.email}</Typography.Text>
            <Typography.Text type="secondary">Administrator</Typography.Text>
          </div>
          <Button onClick={signOut} loading={busy}>
            Sign Out
          </Button>
        </Layout.Header>
        <Layout.Content className="admin-frame__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
