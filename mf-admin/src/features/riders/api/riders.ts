// The delivery riders' data: the list, newest first; a new rider's sign-in through the admin-only
// `staff-accounts` Edge Function (the service key never reaches the browser); edits, (de)activation
// and deletion straight on `delivery_riders` under the admin's RLS (a rider with deliveries cannot be
// deleted: the database refuses it, 23503, so their history stays); approving or rejecting a rider who
// signed up through `approve_rider` / `reject_rider` (admins only; the approval mails the rider).
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import type { TablesUpdate } from '@shop/shared/database'
import { invokeStaffAccounts } from '../../../lib/staff-accounts.ts'

export interface NewRider {
  email: string
  password: string
  full_name: string
  phone: string
  vehicle_type: 'motorcycle' | 'bicycle'
}

export type RiderEdit = Required<Pick<TablesUpdate<'delivery_riders'>, 'full_name' | 'phone' | 'vehicle_type'>> & {
  id: string
}

export const ridersApi = api.enhanceEndpoints({ addTagTypes: ['Riders'] }).injectEndpoints({
  endpoints: (build) => ({
    riders: supabaseQuery(build, {
      query: () => (db) =>
        db
          .from('delivery_riders')
          .select(
            'id, email, full_name, phone, vehicle_type, status, is_active, rating, total_deliveries, created_at, approval, rejection_reason',
          )
          .order('created_at', { ascending: false }),
      providesTags: ['Riders'],
    }),
    createRider: supabaseMutation(build, {
      query: (rider: NewRider) => (db) => invokeStaffAccounts(db, 'riders', rider, 'Failed to save rider'),
      invalidatesTags: ['Riders'],
    }),
    updateRider: supabaseMutation(build, {
      query:
        ({ id, ...changes }: RiderEdit) =>
        (db) =>
          db.from('delivery_riders').update(changes).eq('id', id),
      invalidatesTags: ['Riders'],
    }),
    setRiderActive: supabaseMutation(build, {
      query:
        ({ id, is_active }: { id: string; is_active: boolean }) =>
        (db) =>
          db.from('delivery_riders').update({ is_active }).eq('id', id),
      invalidatesTags: ['Riders'],
    }),
    approveRider: supabaseMutation(build, {
      query: (id: string) => (db) => db.rpc('approve_rider', { rider_id: id }),
      invalidatesTags: ['Riders'],
    }),
    rejectRider: supabaseMutation(build, {
      query:
        ({ id, reason }: { id: string; reason: string }) =>
        (db) =>
          db.rpc('reject_rider', { rider_id: id, reason }),
      invalidatesTags: ['Riders'],
    }),
    deleteRider: supabaseMutation(build, {
      query: (id: string) => (db) => db.from('delivery_riders').delete().eq('id', id),
      invalidatesTags: ['Riders'],
    }),
  }),
})

export type Rider = (typeof ridersApi.endpoints.riders.Types.ResultType)[number]
