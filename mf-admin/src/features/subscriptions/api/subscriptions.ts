// The launch-notice subscriptions: all of them, newest first; delete one or the selected ones (RLS:
// admins only).
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type Subscription = Pick<Tables<'subscriptions'>, 'id' | 'email' | 'type' | 'created_at'>

export const subscriptionsApi = api.enhanceEndpoints({ addTagTypes: ['Subscriptions'] }).injectEndpoints({
  endpoints: (build) => ({
    subscriptions: build.query<Subscription[], void>({
      query: () => (db) =>
        db.from('subscriptions').select('id, email, type, created_at').order('created_at', { ascending: false }),
      providesTags: ['Subscriptions'],
    }),
    deleteSubscriptions: build.mutation<unknown, string[]>({
      query: (ids) => (db) =>
        ids.length === 1
          ? db
              .from('subscriptions')
              .delete()
              .eq('id', ids[0] as string)
          : db.from('subscriptions').delete().in('id', ids),
      invalidatesTags: ['Subscriptions'],
    }),
  }),
})
