// The outlet employees' data: every employee with their sign-in's name, e-mail and phone, role and outlet;
// the outlets to choose from. A new employee's sign-in, `users` row and `outlet_employees` row come from
// the admin-only `staff-accounts` Edge Function (which undoes the sign-in when a later step fails); an
// edit of outlet, role, name and phone is one admin-only SQL call (update_outlet_employee); (de)activation
// is set_outlet_employee_active.
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'
import { invokeStaffAccounts } from '../../../lib/staff-accounts.ts'

export interface NewEmployee {
  email: string
  password: string
  full_name: string
  phone?: string
  outlet_id: string
  role_id: number
}

export interface EmployeeEdit {
  id: string
  outlet_id: string
  role_id: number
  full_name: string
  phone: string | null
}

export const employeesApi = api
  .enhanceEndpoints({ addTagTypes: ['Employees', 'EmployeeRoles', 'Outlet'] })
  .injectEndpoints({
    endpoints: (build) => ({
      employees: supabaseQuery(build, {
        query: () => (db) =>
          db
            .from('outlet_employees')
            .select(
              'id, user_id, is_active, created_at, user:users(full_name, email, phone), role:employee_roles(id, name), outlet:outlets(id, name)',
            )
            .order('created_at', { ascending: false }),
        providesTags: ['Employees'],
      }),
      employeeOutlets: supabaseQuery(build, {
        query: () => (db) => db.from('outlets').select('id, name, is_active').order('name'),
        providesTags: ['Outlet'],
      }),
      createEmployee: supabaseMutation(build, {
        query: (employee: NewEmployee) => (db) =>
          invokeStaffAccounts(db, 'employees', employee, 'Failed to create employee'),
        invalidatesTags: ['Employees', 'EmployeeRoles'],
      }),
      updateEmployee: supabaseMutation(build, {
        query: (edit: EmployeeEdit) => (db) =>
          db.rpc('update_outlet_employee', {
            employee_id: edit.id,
            outlet_id: edit.outlet_id,
            role_id: edit.role_id,
            full_name: edit.full_name,
            phone: edit.phone ?? undefined,
          }),
        invalidatesTags: ['Employees', 'EmployeeRoles'],
      }),
      setEmployeeActive: supabaseMutation(build, {
        query:
          ({ id, active }: { id: string; active: boolean }) =>
          (db) =>
            db.rpc('set_outlet_employee_active', { employee_id: id, active }),
        invalidatesTags: ['Employees'],
      }),
    }),
  })

/** An employee with their sign-in's profile, role and outlet. */
export type Employee = (typeof employeesApi.endpoints.employees.Types.ResultType)[number]
