// The one toast API of the site: any app calls `toast.*`, the shell renders <Toasts /> once.
// Bottom-right; errors (and plain messages) stay 4000 ms, successes 2000 ms, loading until dismissed;
// at most 20 at once (react-hot-toast's own limit).
import hotToast, { Toaster } from 'react-hot-toast'

export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000, loading: Number.POSITIVE_INFINITY } as const
export const TOAST_LIMIT = 20

export const toast = {
  show: (message: string) => hotToast(message, { duration: TOAST_DURATION_MS.blank }),
  success: (message: string) => hotToast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => hotToast.error(message, { duration: TOAST_DURATION_MS.error }),
  /** Stays until `toast.dismiss(id)` or until replaced by success/error with the same id. */
  loading: (message: string) => hotToast.loading(message, { duration: TOAST_DURATION_MS.loading }),
  dismiss: (id?: string) => hotToast.dismiss(id),
}

export function Toasts() {
  return (
    <Toaster
      position="bottom-right"
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: TOAST_DURATION_MS.loading },
      }}
    />
  )
}
