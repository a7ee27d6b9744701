// The admin's bell: the newest unread `admin_notifications` with the unread count, and marking one read.
// New rows arrive through realtime (AdminNotificationBell), which invalidates the 'Notification' tag.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'

/** The bell's list: unread, newest first, five. */
export const BELL_LIMIT = 5

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadNotifications: supabaseQuery(build, {
      query: () => (db) =>
        db
          .from('admin_notifications')
          .select('id, message, type, created_at', { count: 'exact' })
          .eq('read', false)
          .order('created_at', { ascending: false })
          .limit(BELL_LIMIT),
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: supabaseMutation(build, {
      query: (id: string) => (db) => db.from('admin_notifications').update({ read: true }).eq('id', id),
      invalidatesTags: ['Notification'],
    }),
  }),
})

export const { useUnreadNotificationsQuery, useMarkNotificationReadMutation } = notificationsApi
