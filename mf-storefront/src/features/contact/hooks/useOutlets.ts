import { toast } from '@shop/shared/toast'
import { type LoadState, useLoad } from '../../../lib/load/use-load.ts'
import { listOutlets, type Outlet } from '../api/outlets.ts'

export const OUTLETS_FAILED = 'Failed to load outlets'

export type OutletsState = LoadState<Outlet[]>

export function useOutlets() {
  return useLoad('outlets', listOutlets, () => toast.error(OUTLETS_FAILED))
}
