// Which outlet the portal is for: the signed-in user's outlet_employees row, with its outlet and role,
// read from the server (never from anything the browser stored). RLS shows a user their own row.
import { api, supabaseQuery } from '@shop/shared/api'

export const employmentApi = api.enhanceEndpoints({ addTagTypes: ['Employment'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The row of `userId`, or null when they work at no outlet. */
    myEmployment: supabaseQuery(build, {
      query: (userId: string) => (db) =>
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

/** The user's outlet_employees row with its role and outlet. */
export type Employment = NonNullable<typeof employmentApi.endpoints.myEmployment.Types.ResultType>

export const { useMyEmploymentQuery } = employmentApi
