// The launch-notice subscriptions: all of them, newest first; delete one or the selected ones (RLS:
// admins only).
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'

export const subscriptionsApi = api.enhanceEndpoints({ addTagTypes: ['Subscriptions'] }).injectEndpoints({
  endpoints: (build) => ({
    subscriptions: supabaseQuery(build, {
      query: () => (db) =>
        db.from('subscriptions').select('id, email, type, created_at').order('created_at', { ascending: false }),
      providesTags: ['Subscriptions'],
    }),
    deleteSubscriptions: supabaseMutation(build, {
      query: (ids: string[]) => (db) =>
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

export type Subscription = (typeof subscriptionsApi.endpoints.subscriptions.Types.ResultType)[number]
