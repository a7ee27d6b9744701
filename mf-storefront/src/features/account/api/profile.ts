// My Account's data, injected into the shared api: the users row by id, the update of full_name and phone,
// and the choice of order updates by SMS (each answer is the row the cache then holds). RLS lets a customer
// read and change only their own row.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'
import { accountMessages } from '../messages.ts'

export type Profile = Pick<Tables<'users'>, 'id' | 'email' | 'full_name' | 'phone' | 'is_admin' | 'sms_order_updates'>

const COLUMNS = 'id, email, full_name, phone, is_admin, sms_order_updates'

export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    myProfile: build.query<Profile, string>({
      query: (userId) => (db) => db.from('users').select(COLUMNS).eq('id', userId).single(),
      onQueryStarted: toastOnFailure(accountMessages.loadFailed),
      providesTags: (_profile, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
    updateMyProfile: build.mutation<Profile, { userId: string; changes: { full_name: string; phone: string } }>({
      query:
        ({ userId, changes }) =>
        (db) =>
          db.from('users').update(changes).eq('id', userId).select(COLUMNS).single(),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }))
        if (saved) dispatch(profileApi.util.upsertQueryData('myProfile', userId, saved))
      },
    }),
    // The box shows the choice at once; a failed save puts it back.
    setSmsUpdates: build.mutation<Profile, { userId: string; on: boolean }>({
      query:
        ({ userId, on }) =>
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

export const { useMyProfileQuery, useUpdateMyProfileMutation, useSetSmsUpdatesMutation } = profileApi
