// Loading state for one read: `loading` (first time or again), `ready` with the data, or `error`; the
// previous data stays while a new key loads, so lists do not blank out between filters. A change of key
// cancels the read in flight (its answer is ignored and its request aborted).
import { startTransition, useCallback, useEffect, useState } from 'react'

export type LoadState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown }

export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: unknown) => void,
): LoadState<T> & { retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: undefined, error: null })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; a new `load` function each render is not a new read
  useEffect(() => {
    const controller = new AbortController()
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }))
    load(controller.signal).then(
      (data) => {
        // A transition: a page of results is rendered in slices that leave the main thread to the visitor,
        // not in one long task on a slow phone (the catalogue's grid was one of the largest).
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data, error: null }))
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setState((previous) => ({ status: 'error', data: previous.data, error }))
        onError?.(error)
      },
    )
    return () => controller.abort()
  }, [key, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
