// The rider app as an installable web app: its manifest (/rider.webmanifest) and the service worker
// (/service-worker.js), both served by the shell's origin and built with the shell. The worker's scope
// is /rider, so it never sees a storefront page; its URL and scope are @shop/shared/pwa's, what it
// caches is said in shell/service-worker/README.md. The shell registers it on every page once idle; the
// rider app registers it again when it starts (the same registration), in production builds (the dev
// servers do not serve the worker), to hand it what the page loaded and have it keep the whole app (a
// worker installed from a shop page kept none of it; a redeployed remote brings new files).

import { canRegisterServiceWorker, registerRiderServiceWorker } from '@shop/shared/pwa/service-worker'
import { installOffers } from '../../features/install/install-offer.ts'

export const MANIFEST_HREF = '/rider.webmanifest'

/** Puts the rider app's manifest link in the page once (the shell's page is the same for every area). */
export function linkManifest(): void {
  if (typeof document === 'undefined' || document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_HREF
  document.head.append(link)
}

let registered = false

/**
 * What this page loaded before the worker controlled it (the page itself, the shell's and this app's
 * files, config.json, remotes.json, the manifests), for the worker to keep: Workbox's CACHE_URLS message.
 */
function urlsLoadedSoFar(): Array<string | [string, RequestInit]> {
  const page: [string, RequestInit] = [location.href, { headers: { Accept: 'text/html' } }]
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'))
  return [page, ...new Set(files)]
}

/** Registers the worker; once it is active, hands it what was loaded and asks it to keep the whole app. */
export function registerServiceWorker(): void {
  if (registered || process.env.NODE_ENV !== 'production') return
  if (!canRegisterServiceWorker()) return
  registered = true
  registerRiderServiceWorker()
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urlsLoadedSoFar() } })
      registration.active?.postMessage({ type: 'KEEP_RIDER_APP' })
    })
    .catch((error: unknown) => console.warn('The rider app will not work offline: its service worker failed.', error))
}

/** Runs `run` once the page's main thread is idle (at most 5 s on). */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 })
  else window.setTimeout(run, 1000)
}

/**
 * Starts the PWA: the install offer, the manifest, the worker; and, once the page is idle, `preloadPages`
 * (every page's code), so that moving to another page in this page needs no connection, even before the
 * worker is active (its install keeps the files for the next load).
 */
export function startPwa(preloadPages?: () => void): void {
  // Before the manifest is linked: the browser's offer to install follows it, once.
  installOffers()
  linkManifest()
  registerServiceWorker()
  if (preloadPages && typeof window !== 'undefined') whenIdle(preloadPages)
}
