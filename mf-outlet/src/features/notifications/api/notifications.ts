// The outlet's bell: its newest unread outlet_notifications (new orders for it, its products at their
// minimum) with the unread count, and marking one read. RLS limits both to the reader's outlet.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type OutletNotification = Pick<Tables<'outlet_notifications'>, 'id' | 'message' | 'type' | 'created_at'>

export interface UnreadOutletNotifications {
  rows: OutletNotification[]
  total: number
}

/** The bell's list: five. */
export const BELL_LIMIT = 5

export const outletNotificationsApi = api.enhanceEndpoints({ addTagTypes: ['OutletNotification'] }).injectEndpoints({
  endpoints: (build) => ({
    unreadOutletNotifications: build.query<UnreadOutletNotifications, string>({
      query: (outletId) => (db) =>
        db
          .from('outlet_notifications')
          .select('id, message, type, created_at', { count: 'exact' })
          .eq('outlet_id', outletId)
          .eq('read', false)
          .order('created_at', { ascending: false })
          .limit(BELL_LIMIT),
      transformResponse: (rows: OutletNotification[], meta) => ({ rows, total: meta?.count ?? rows.length }),
      providesTags: ['OutletNotification'],
    }),
    markOutletNotificationRead: build.mutation<null, string>({
      query: (id) => (db) => db.from('outlet_notifications').update({ read: true }).eq('id', id),
      invalidatesTags: ['OutletNotification'],
    }),
  }),
})

export const { useUnreadOutletNotificationsQuery, useMarkOutletNotificationReadMutation } = outletNotificationsApi
