// The staff roles (employee_roles): each with how many employees hold it; add, rename, choose whether it
// runs its outlet (manages_outlet: (de)activates colleagues, edits the outlet's phone and hours), delete.
// Deleting a role someone holds is refused by the database with how many hold it (KM705).
import { api, supabaseMutation, supabaseQuery } from '@shop/shared/api'

export interface RoleInput {
  name: string
  manages_outlet: boolean
}

export const rolesApi = api.enhanceEndpoints({ addTagTypes: ['EmployeeRoles', 'Employees'] }).injectEndpoints({
  endpoints: (build) => ({
    employeeRoles: supabaseQuery(build, {
      // Two reads rather than an embedded count: PostgREST's aggregates are off on a hosted project.
      query: () => async (db) => {
        const roles = await db.from('employee_roles').select('id, name, manages_outlet').order('name')
        if (roles.error) return roles
        const held = await db.from('outlet_employees').select('role_id')
        if (held.error) return held
        const counts = new Map<number, number>()
        for (const { role_id } of held.data) counts.set(role_id, (counts.get(role_id) ?? 0) + 1)
        // holders: how many employees (active or not) hold it.
        return { data: roles.data.map((role) => ({ ...role, holders: counts.get(role.id) ?? 0 })), error: null }
      },
      providesTags: ['EmployeeRoles'],
    }),
    saveRole: supabaseMutation(build, {
      query:
        ({ id, values }: { id?: number; values: RoleInput }) =>
        (db) =>
          id === undefined
            ? db.from('employee_roles').insert(values)
            : db.from('employee_roles').update(values).eq('id', id),
      invalidatesTags: ['EmployeeRoles', 'Employees'],
    }),
    deleteRole: supabaseMutation(build, {
      query: (id: number) => (db) => db.from('employee_roles').delete().eq('id', id),
      invalidatesTags: ['EmployeeRoles'],
    }),
  }),
})

/** A role with how many employees (active or not) hold it. */
export type Role = (typeof rolesApi.endpoints.employeeRoles.Types.ResultType)[number]
