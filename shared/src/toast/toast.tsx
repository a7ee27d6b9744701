// The one toast API of the site: any app calls `toast.*`, the shell renders <Toasts /> once.
// Bottom-right; errors (and plain messages) stay 4000 ms, successes 2000 ms, loading until dismissed;
// at most 20 at once (react-hot-toast's own limit).
//
// react-hot-toast (and its style engine) is not part of a page's first load: <Toasts /> fetches it once
// the page has loaded, or at the first toast if that comes sooner; a toast asked for meanwhile shows as
// soon as it is there. Each toast's id is ours, so `toast.loading` can return it at once.
import { afterPageLoad } from '@shop/shared/browser/after-page-load'
import { lazy, Suspense, useEffect, useState } from 'react'

export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY } as const
export const TOAST_LIMIT = 20

type HotToastModule = typeof import('react-hot-toast')

let library: Promise<HotToastModule> | null = null
/** <Toasts /> waiting for the first toast (set while it is mounted and has not loaded the library). */
let onFirstToast: (() => void) | null = null

function loadLibrary(): Promise<HotToastModule> {
  library ??= import(/* webpackChunkName: "toasts" */ 'react-hot-toast').catch((error: unknown) => {
    library = null
    throw error
  })
  return library
}

function withLibrary(run: (hot: HotToastModule['default']) => void): void {
  onFirstToast?.()
  loadLibrary().then(
    ({ default: hot }) => run(hot),
    // A toast that cannot be shown (the chunk failed to load) is not worth an error of its own.
    () => undefined,
  )
}

let lastId = 0
function show(kind: 'blank' | 'success' | 'error' | 'loading', message: string): string {
  const id = `toast-${++lastId}`
  const duration = TOAST_DURATION_MS[kind]
  withLibrary((hot) => {
    if (kind === 'blank') hot(message, { id, duration })
    else hot[kind](message, { id, duration })
  })
  return id
}

export const toast = {
  show: (message: string) => show('blank', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** Stays until `toast.dismiss(id)` or until replaced by success/error with the same id. */
  loading: (message: string) => show('loading', message),
  dismiss: (id?: string) => withLibrary((hot) => hot.dismiss(id)),
}

// Toasts keep clear of a bar fixed at the bottom of the screen (the rider app's tabs): the frame that has
// one sets --toast-lift on the root to its height. And a toast is words only: taps and clicks go through
// it to whatever lies beneath (a rider's Complete Delivery), so it never stands between a person and an
// action while it shows.
const CONTAINER_STYLE = { bottom: 'calc(16px + var(--toast-lift, 0px))' }
const TOAST_STYLE = { pointerEvents: 'none' } as const

const Toaster = lazy(() => loadLibrary().then(({ Toaster }) => ({ default: Toaster })))

export function Toasts() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    onFirstToast = want
    const cancel = afterPageLoad(want)
    return () => {
      cancel()
      if (onFirstToast === want) onFirstToast = null
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        containerStyle={CONTAINER_STYLE}
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          style: TOAST_STYLE,
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          loading: { duration: TOAST_DURATION_MS.loading },
        }}
      />
    </Suspense>
  )
}
