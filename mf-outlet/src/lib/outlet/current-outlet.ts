// The outlet the pages work for. The frame renders the pages only once the signed-in user's active
// employment is loaded (OutletFrame), so under it these hooks always have an answer.
import { selectCurrentUser } from '@shop/shared/auth'
import { useAppSelector } from '@shop/shared/store/hooks'
import { type Employment, useMyEmploymentQuery } from './api.ts'

export type CurrentOutlet = NonNullable<Employment['outlet']>

/** The signed-in user's employment query (loading, error, or the row or null). */
export function useEmployment() {
  const user = useAppSelector(selectCurrentUser)
  return useMyEmploymentQuery(user?.id ?? '', { skip: !user })
}

/** Under OutletFrame: the active employment, its outlet and whether its role manages the outlet. */
export function useCurrentOutlet(): { outlet: CurrentOutlet; isManager: boolean; employeeId: string } {
  const { data } = useEmployment()
  if (!data?.outlet) throw new Error('useCurrentOutlet is used outside OutletFrame')
  return { outlet: data.outlet, isManager: data.role?.manages_outlet === true, employeeId: data.id }
}
