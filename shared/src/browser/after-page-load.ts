// For code the first paint does not need (toasts, the chat button): it loads once the page has loaded
// and the browser is idle, so that on a slow phone its bytes do not compete with the page's own.

/** Idle callbacks wait at most this long (a busy page still gets them). */
const IDLE_TIMEOUT_MS = 2000

/** Calls `run` once the page has loaded and the browser is next idle; the returned function cancels. */
export function afterPageLoad(run: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const whenIdle = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    else idle = window.setTimeout(run, 0)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
