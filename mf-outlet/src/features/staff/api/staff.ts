// The outlet's staff with their roles and active state (RLS: the reader's outlet only), and a
// manager's (de)activation through set_outlet_employee_active (managers of this outlet, never themselves).
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'

export const staffApi = api.enhanceEndpoints({ addTagTypes: ['OutletStaff'] }).injectEndpoints({
  endpoints: (build) => ({
    outletStaff: supabaseQuery(build, {
      query: (outletId: string) => (db) =>
        db
          .from('outlet_employees')
          .select('id, user_id, is_active, created_at, user:users(full_name, email, phone), role:employee_roles(name)')
          .eq('outlet_id', outletId)
          .order('created_at'),
      providesTags: ['OutletStaff'],
    }),
    setStaffActive: supabaseMutation(build, {
      query:
        ({ employeeId, active }: { employeeId: string; active: boolean }) =>
        (db) =>
          db.rpc('set_outlet_employee_active', { employee_id: employeeId, active }),
      invalidatesTags: ['OutletStaff'],
    }),
  }),
})

/** A colleague with their sign-in's profile and role. */
export type StaffMember = (typeof staffApi.endpoints.outletStaff.Types.ResultType)[number]

export const { useOutletStaffQuery, useSetStaffActiveMutation } = staffApi
