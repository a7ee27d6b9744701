// My Account's data, injected into the shared api: the users row by id, the update of full_name and phone,
// and the choice of order updates by SMS (each answer is the row the cache then holds). RLS lets a customer
// read and change only their own row.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'
import { accountMessages } from '../messages.ts'

const COLUMNS = 'id, email, full_name, phone, is_admin, sms_order_updates'

export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    myProfile: supabaseQuery(build, {
      query: (userId: string) => (db) => db.from('users').select(COLUMNS).eq('id', userId).single(),
      onQueryStarted: toastOnFailure(accountMessages.loadFailed),
      providesTags: (_profile, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
    updateMyProfile: supabaseMutation(build, {
      query:
        ({ userId, changes }: { userId: string; changes: { full_name: string; phone: string } }) =>
        (db) =>
          db.from('users').update(changes).eq('id', userId).select(COLUMNS).single(),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }))
        if (saved) dispatch(profileApi.util.upsertQueryData('myProfile', userId, saved))
      },
    }),
    // The box shows the choice at once; a failed save puts it back.
    setSmsUpdates: supabaseMutation(build, {
      query:
        ({ userId, on }: { userId: string; on: boolean }) =>
        (db) =>
          db.from('users').update({ sms_order_updates: on }).eq('id', userId).select(COLUMNS).single(),
      async onQueryStarted({ userId, on }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          profileApi.util.updateQueryData('myProfile', userId, (profile) => {
            profile.sms_order_updates = on
          }),
        )
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }))
        if (saved) dispatch(profileApi.util.upsertQueryData('myProfile', userId, saved))
        else shown.undo()
      },
    }),
  }),
})

export type Profile = typeof profileApi.endpoints.myProfile.Types.ResultType

export const { useMyProfileQuery, useUpdateMyProfileMutation, useSetSmsUpdatesMutation } = profileApi
