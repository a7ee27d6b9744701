// The delivery riders' data: the list, newest first; a new rider's sign-in through the admin-only
// `staff-accounts` Edge Function (the service key never reaches the browser); edits, (de)activation
// and deletion straight on `delivery_riders` under the admin's RLS (a rider with deliveries cannot be
// deleted: the database refuses it, 23503, so their history stays).
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'
import { invokeStaffAccounts } from '../../../lib/staff-accounts.ts'

export type Rider = Pick<
  Tables<'delivery_riders'>,
  | 'id'
  | 'email'
  | 'full_name'
  | 'phone'
  | 'vehicle_type'
  | 'status'
  | 'is_active'
  | 'rating'
  | 'total_deliveries'
  | 'created_at'
>

export interface NewRider {
  email: string
  password: string
  full_name: string
  phone: string
  vehicle_type: 'motorcycle' | 'bicycle'
}

export type RiderEdit = Pick<Rider, 'id' | 'full_name' | 'phone' | 'vehicle_type'>

export const ridersApi = api.enhanceEndpoints({ addTagTypes: ['Riders'] }).injectEndpoints({
  endpoints: (build) => ({
    riders: build.query<Rider[], void>({
      query: () => (db) =>
        db
          .from('delivery_riders')
          .select('id, email, full_name, phone, vehicle_type, status, is_active, rating, total_deliveries, created_at')
          .order('created_at', { ascending: false }),
      providesTags: ['Riders'],
    }),
    createRider: build.mutation<unknown, NewRider>({
      query: (rider) => (db) => invokeStaffAccounts(db, 'riders', rider, 'Failed to save rider'),
      invalidatesTags: ['Riders'],
    }),
    updateRider: build.mutation<unknown, RiderEdit>({
      query:
        ({ id, ...changes }) =>
        (db) =>
          db.from('delivery_riders').update(changes).eq('id', id),
      invalidatesTags: ['Riders'],
    }),
    setRiderActive: build.mutation<unknown, { id: string; is_active: boolean }>({
      query:
        ({ id, is_active }) =>
        (db) =>
          db.from('delivery_riders').update({ is_active }).eq('id', id),
      invalidatesTags: ['Riders'],
    }),
    deleteRider: build.mutation<unknown, string>({
      query: (id) => (db) => db.from('delivery_riders').delete().eq('id', id),
      invalidatesTags: ['Riders'],
    }),
  }),
})
