// The admin header's bell: unread count, the newest five unread, live — a new notification is added
// with the toast "New notification received"; marking one read removes it.
import { useLiveTags } from '@shop/shared/api'
import { NotificationBell } from '@shop/shared/portal/notification-bell'
import { toast } from '@shop/shared/toast'
import { notificationsApi, useMarkNotificationReadMutation, useUnreadNotificationsQuery } from './api/notifications.ts'

export function AdminNotificationBell() {
  const feed = useUnreadNotificationsQuery()
  const [markRead] = useMarkNotificationReadMutation()
  useLiveTags(notificationsApi.util.invalidateTags, {
    table: 'admin_notifications',
    tags: ['Notification'],
    onChange: (change) => {
      if (change.eventType === 'INSERT') toast.show('New notification received')
    },
  })
  return (
    <NotificationBell
      notifications={feed.data?.rows}
      unreadCount={feed.data?.total}
      loading={feed.isLoading}
      error={feed.isError}
      onRetry={() => void feed.refetch()}
      onMarkRead={(id) => markRead(id).unwrap()}
    />
  )
}
