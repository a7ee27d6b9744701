// The outlet's bell: its newest unread outlet_notifications (new orders for it, its products at their
// minimum) with the unread count, and marking one read. RLS limits both to the reader's outlet.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'

/** The bell's list: five. */
export const BELL_LIMIT = 5

export const outletNotificationsApi = api.enhanceEndpoints({ addTagTypes: ['OutletNotification'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadOutletNotifications: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('outlet_notifications')
          .select('id, message, type, created_at', { count: 'exact' })
          .eq('outlet_id', outletId)
          .eq('read', false)
          .order('created_at', { ascending: false })
          .limit(BELL_LIMIT),
      transformResponse: (rows, meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['OutletNotification'],
    }),
    markOutletNotificationRead: supabaseMutation(build, {
      query: (id: string) => (db) => db.from('outlet_notifications').update({ read: true }).eq('id', id),
      invalidatesTags: ['OutletNotification'],
    }),
  }),
})

export const { useUnreadOutletNotificationsQuery, useMarkOutletNotificationReadMutation } = outletNotificationsApi
