// My Account's data, injected into the shared api: the users row by id, and the update of full_name and
// phone (its answer is the row the cache then holds). RLS lets a customer read and change only their own row.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { toastOnFailure } from '../../../lib/api/toast-on-failure.ts'
import { accountMessages } from '../messages.ts'

export type Profile = Pick<Tables<'users'>, 'id' | 'email' | 'full_name' | 'phone' | 'is_admin'>

const COLUMNS = 'id, email, full_name, phone, is_admin'

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
  }),
})

export const { useMyProfileQuery, useUpdateMyProfileMutation } = profileApi
