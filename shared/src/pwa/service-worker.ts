// The rider app's service worker (shell/service-worker/): the one script URL and scope, for both places
// that register it (the shell at every page's start-up, once the page is idle; the rider app when it
// starts). Scope /rider: it never controls or answers a storefront, admin or outlet page
// (shell/service-worker/README.md). Registering it again with the same URL and scope is a no-op for the
// browser: both get the one registration.

export const SERVICE_WORKER_URL = '/service-worker.js'
export const SERVICE_WORKER_SCOPE = '/rider'

/** Whether this browser can run the worker. */
export function canRegisterServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
}

/** Registers the rider app's worker (the caller has checked canRegisterServiceWorker). */
export function registerRiderServiceWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
}
