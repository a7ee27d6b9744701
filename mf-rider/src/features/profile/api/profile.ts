// The profile page's write: the rider's name and phone.
import { riderTags } from '../../../lib/api/rider-api.ts'

export const profileApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<null, { riderId: string; full_name: string; phone: string }>({
      query:
        ({ riderId, full_name, phone }) =>
        (db) =>
          db.from('delivery_riders').update({ full_name, phone }).eq('id', riderId),
      invalidatesTags: ['RiderProfile'],
    }),
  }),
})

export const { useUpdateProfileMutation } = profileApi
