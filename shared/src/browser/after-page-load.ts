// For code the first paint does not need (toasts, the chat button, a phone's filters): it loads once the
// page has loaded, the app has taken over from the pre-rendered first paint (#prerender, see
// shell/src/features/prerender/handoff.ts) and the browser is idle, so that on a slow phone its bytes do
// not compete with the page's own.

/** Idle callbacks wait at most this long (a busy page still gets them). */
const IDLE_TIMEOUT_MS = 2000

/** Calls `run` once, when the page is loaded and in the app's hands and the browser is next idle; the returned function cancels. */
export function afterPageLoad(run: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  let observer: MutationObserver | undefined
  const whenIdle = () => {
    if (cancelled) return
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    else idle = window.setTimeout(run, 0)
  }
  const whenHandedOff = () => {
    const prerendered = document.getElementById('prerender')
    const parent = prerendered?.parentNode
    if (cancelled || !parent) return whenIdle()
    observer = new MutationObserver(() => {
      if (prerendered.isConnected) return
      observer?.disconnect()
      whenIdle()
    })
    observer.observe(parent, { childList: true })
  }
  if (document.readyState === 'complete') whenHandedOff()
  else window.addEventListener('load', whenHandedOff, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenHandedOff)
    observer?.disconnect()
    if (idle === undefined) return
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}
