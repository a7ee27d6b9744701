// The outlet portal's shell (backoffice spec, "Outlet portal shell"): sidebar Dashboard, Orders, Staff,
// Settings and Sign Out (back to the shop), with the outlet's name. On a phone the sidebar folds away.
import { selectOutletEmployee } from '@shop/shared/auth'
import { useSignOut } from '@shop/shared/auth/sign-out'
import { useAppDispatch, useAppSelector } from '@shop/shared/store/hooks'
import { Button, Grid, Layout, Menu, Typography } from 'antd'
import { Link, Outlet, useLocation } from 'react-router-dom'
import { menuToggled, outletUi } from '../ui/slice.ts'
import { useOutletQuery } from './api/outlet.ts'
import './frame.css'

const LINKS = [
  { to: '/outlet', label: 'Dashboard' },
  { to: '/outlet/orders', label: 'Orders' },
  { to: '/outlet/staff', label: 'Staff' },
  { to: '/outlet/settings', label: 'Settings' },
]

function selectedLink(pathname: string) {
  return LINKS.filter((link) => pathname === link.to || pathname.startsWith(`${link.to}/`)).at(-1)?.to
}

export function OutletFrame() {
  const employee = useAppSelector(selectOutletEmployee)
  const outlet = useOutletQuery(employee?.outlet_id ?? '', { skip: !employee })
  const menuOpen = useAppSelector(outletUi.selectors.selectMenuOpen)
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const { signOut, busy } = useSignOut('/')
  const wide = Grid.useBreakpoint().lg ?? true
  const selected = selectedLink(pathname)
  const collapsed = !wide && !menuOpen
  return (
    <Layout className="outlet-frame" data-portal="outlet">
      <Layout.Sider
        className="outlet-frame__sider"
        width={220}
        collapsedWidth={0}
        collapsed={collapsed}
        trigger={null}
        theme="light"
      >
        <nav aria-label="Outlet" id="outlet-sidebar">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            onClick={() => menuOpen && dispatch(menuToggled())}
            items={LINKS.map((link) => ({ key: link.to, label: <Link to={link.to}>{link.label}</Link> }))}
          />
          <Button type="text" block onClick={signOut} loading={busy} className="outlet-frame__sign-out">
            Sign Out
          </Button>
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="outlet-frame__header">
          {!wide && (
            <Button onClick={() => dispatch(menuToggled())} aria-expanded={!collapsed} aria-controls="outlet-sidebar">
              Menu
            </Button>
          )}
          <Typography.Text strong className="outlet-frame__name">
            {outlet.data?.name ?? (outlet.isError ? 'Outlet' : '…')}
          </Typography.Text>
        </Layout.Header>
        <Layout.Content className="outlet-frame__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
