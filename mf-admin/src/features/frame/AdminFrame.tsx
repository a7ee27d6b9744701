// The admin shell: the sidebar of sections and a header with the notification bell, the admin's name
// and "Administrator".
import { selectCurrentUser } from '@shop/shared/auth'
import { SidebarFrame } from '@shop/shared/portal/frame'
import { useAppSelector } from '@shop/shared/store/hooks'
import { AdminNotificationBell } from '../notifications/AdminNotificationBell.tsx'
import { SIDEBAR } from './sections.ts'
import './frame.css'

export function AdminFrame() {
  const user = useAppSelector(selectCurrentUser)
  return (
    <SidebarFrame
      portal="admin"
      label="Admin"
      home={{ to: '/admin', label: 'Kampala Meats Admin' }}
      entries={SIDEBAR}
      header={
        <div className="admin-header">
          <AdminNotificationBell />
          <div className="admin-who">
            <strong>{user?.full_name ?? user?.email}</strong>
            <span>Administrator</span>
          </div>
        </div>
      }
    />
  )
}
