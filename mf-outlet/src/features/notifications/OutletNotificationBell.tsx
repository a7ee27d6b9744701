// The outlet header's bell (a bell with a count badge), filled with the outlet's real events and live: a
// new order or a product falling to its minimum appears at once. The shared bell draws it; a new order
// also raises the frame's alert, and a new-order notification read here counts as the order seen.
import { useLiveTags } from '@shop/shared/api'
import { NotificationBell } from '@shop/shared/portal/notification-bell'
import {
  outletNotificationsApi,
  useMarkOutletNotificationReadMutation,
  useUnreadOutletNotificationsQuery,
} from './api/notifications.ts'

export function OutletNotificationBell({ outletId }: { outletId: string }) {
  const feed = useUnreadOutletNotificationsQuery(outletId)
  const [markRead] = useMarkOutletNotificationReadMutation()
  useLiveTags(outletNotificationsApi.util.invalidateTags, {
    table: 'outlet_notifications',
    filter: `outlet_id=eq.${outletId}`,
    tags: ['OutletNotification'],
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
