import { toast } from '@shop/shared/toast'
import { useCallback, useEffect, useState } from 'react'
import { loadProfile, type Profile } from '../api/profile.ts'
import { accountMessages } from '../messages.ts'

export type ProfileState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; profile: Profile }

/** The signed-in customer's users row, with a retry after a failed load. */
export function useProfile(userId: string) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on purpose
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    loadProfile(userId).then(
      (profile) => live && setState({ status: 'ready', profile }),
      () => {
        if (!live) return
        toast.error(accountMessages.loadFailed)
        setState({ status: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [userId, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const replace = useCallback((profile: Profile) => setState({ status: 'ready', profile }), [])
  return { state, retry, replace }
}
