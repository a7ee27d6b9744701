// The admin's bell: the newest unread `admin_notifications` with the unread count, and marking one read.
// New rows arrive through realtime (AdminNotificationBell), which invalidates the 'Notification' tag.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type AdminNotification = Pick<Tables<'admin_notifications'>, 'id' | 'message' | 'type' | 'created_at'>

export interface UnreadNotifications {
  rows: AdminNotification[]
  total: number
}

/** The bell's list: unread, newest first, five. */
export const BELL_LIMIT = 5

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: build.query<UnreadNotifications, void>({
      query: () => (db) =>
        db
          .from('admin_notifications')
          .select('id, message, type, created_at', { count: 'exact' })
          .eq('read', false)
          .order('created_at', { ascending: false })
          .limit(BELL_LIMIT),
      transformResponse: (rows: AdminNotification[], meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<null, string>({
      query: (id) => (db) => db.from('admin_notifications').update({ read: true }).eq('id', id),
      invalidatesTags: ['Notification'],
    }),
  }),
})

export const { useUnreadNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi
