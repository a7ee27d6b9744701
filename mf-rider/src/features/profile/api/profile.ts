// The profile page's write: the rider's name and phone.
import { supabaseMutation } from '@shop/shared/api'
import { riderTags } from '../../../lib/api/rider-api.ts'

export const profileApi = riderTags.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: supabaseMutation(build, {
      query:
        ({ riderId, full_name, phone }: { riderId: string; full_name: string; phone: string }) =>
        (db) =>
          db.from('delivery_riders').update({ full_name, phone }).eq('id', riderId),
      invalidatesTags: ['RiderProfile'],
    }),
  }),
})

export const { useUpdateProfileMutation } = profileApi
