// Which outlet the portal is for: the signed-in user's outlet_employees row, with its outlet and role,
// read from the server (never from anything the browser stored). RLS shows a user their own row.
import { api } from '@shop/shared/api'
import type { Tables } from '@shop/shared/database'

export type Employment = Pick<Tables<'outlet_employees'>, 'id' | 'is_active'> & {
  role: Pick<Tables<'employee_roles'>, 'name' | 'manages_outlet'> | null
  outlet: Pick<
    Tables<'outlets'>,
    'id' | 'name' | 'address' | 'city' | 'country' | 'phone' | 'opening_hours' | 'is_active'
  > | null
}

export const employmentApi = api.enhanceEndpoints({ addTagTypes: ['Employment'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The row of `userId`, or null when they work at no outlet. */
    myEmployment: build.query<Employment | null, string>({
      query: (userId) => (db) =>
        db
          .from('outlet_employees')
          .select(
            'id, is_active, role:employee_roles(name, manages_outlet), outlet:outlets(id, name, address, city, country, phone, opening_hours, is_active)',
          )
          .eq('user_id', userId)
          .maybeSingle(),
      providesTags: ['Employment'],
    }),
  }),
})

export const { useMyEmploymentQuery } = employmentApi
