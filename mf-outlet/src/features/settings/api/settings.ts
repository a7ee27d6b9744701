// The outlet's contact details, as the contact page shows them; its manager edits the phone and opening
// hours through update_outlet_contact (the server checks who). The frame's employment query carries the
// outlet, so saving invalidates it.
import { api, supabaseMutation } from '@shop/shared/api'

export interface OutletContact {
  outletId: string
  phone: string
  openingHours: string
}

export const settingsApi = api.enhanceEndpoints({ addTagTypes: ['Employment'] }).injectEndpoints({
  endpoints: (build) => ({
    updateOutletContact: supabaseMutation(build, {
      query:
        ({ outletId, phone, openingHours }: OutletContact) =>
        (db) =>
          db.rpc('update_outlet_contact', { outlet_id: outletId, phone, opening_hours: openingHours }),
      invalidatesTags: ['Employment'],
    }),
  }),
})

export const { useUpdateOutletContactMutation } = settingsApi
