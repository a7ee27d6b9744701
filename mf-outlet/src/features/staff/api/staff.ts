// The outlet's staff with their roles and active state (RLS: the reader's outlet only), and a
// manager's (de)activation through set_outlet_employee_active (managers of this outlet, never themselves).
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type StaffMember = Pick<Tables<'outlet_employees'>, 'id' | 'user_id' | 'is_active' | 'created_at'> & {
  user: Pick<Tables<'users'>, 'full_name' | 'email' | 'phone'> | null
  role: Pick<Tables<'employee_roles'>, 'name'> | null
}

export const staffApi = api.enhanceEndpoints({ addTagTypes: ['OutletStaff'] }).injectEndpoints({
  endpoints: (build) => ({
    outletStaff: build.query<StaffMember[], string>({
      query: (outletId) => (db) =>
        db
          .from('outlet_employees')
          .select('id, user_id, is_active, created_at, user:users(full_name, email, phone), role:employee_roles(name)')
          .eq('outlet_id', outletId)
          .order('created_at'),
      providesTags: ['OutletStaff'],
    }),
    setStaffActive: build.mutation<unknown, { employeeId: string; active: boolean }>({
      query:
        ({ employeeId, active }) =>
        (db) =>
          db.rpc('set_outlet_employee_active', { employee_id: employeeId, active }),
      invalidatesTags: ['OutletStaff'],
    }),
  }),
})

export const { useOutletStaffQuery, useSetStaffActiveMutation } = staffApi
