// A service worker is registered at start-up at /service-worker.js. The shell registers the rider app's
// worker (scope /rider, @shop/shared/pwa/service-worker) from every page, so it is installed before a
// rider first opens /rider; but only once the page has loaded and the main thread is idle, so a
// storefront page's first paint, its scripts and its blocking time are as before. Production builds only
// (the dev servers do not serve the worker), and only where the browser has service workers. The rider
// app registers it too when it starts (mf-rider/src/app/pwa).
import { canRegisterServiceWorker, registerRiderServiceWorker } from '@shop/shared/pwa/service-worker'

/** The longest the registration waits for an idle main thread once the page has loaded. */
export const IDLE_TIMEOUT_MS = 10_000

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number
  document: Pick<Document, 'readyState'>
}

/** Runs `run` once the page has loaded (`load`) and then the main thread is idle. */
export function whenLoadedAndIdle(run: () => void, win: IdleWindow = window): void {
  const idle = () =>
    win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(run, 1000)
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}

export function registerServiceWorkerWhenIdle(): void {
  if (process.env.NODE_ENV !== 'production' || !canRegisterServiceWorker()) return
  whenLoadedAndIdle(() => {
    registerRiderServiceWorker().catch((error: unknown) =>
      console.warn('The rider app worker was not registered.', error),
    )
  })
}
