import { toast } from '@shop/shared/toast'
import { useCallback, useEffect, useState } from 'react'
import { listOutlets, type Outlet } from '../api/outlets.ts'

export const OUTLETS_FAILED = 'Failed to load outlets'

export type OutletsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; outlets: Outlet[] }

export function useOutlets() {
  const [state, setState] = useState<OutletsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on purpose
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    listOutlets().then(
      (outlets) => live && setState({ status: 'ready', outlets }),
      () => {
        if (!live) return
        toast.error(OUTLETS_FAILED)
        setState({ status: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [attempt])

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) }
}
