/// <reference lib="webworker" />
// The rider app's service worker, served at /service-worker.js by the shell's origin and registered by
// the rider app with scope /rider, so it only ever controls rider pages: a storefront page is never
// served by it. Built from Workbox's modules at build time (shell/rspack.config.mjs). What it caches,
// and why (README.md beside this file):
//   - rider pages (navigations under /rider): the copy kept for that address at once, refreshed from the
//     network behind it for the next visit (stale-while-revalidate: the page opens with no round trip, and
//     with no connection); an address never kept comes from the network, and offline from the kept /rider
//     (the shell's page is the same for every rider address but those with a first paint of their own);
//   - config.json, remotes.json, every app's mf-manifest.json and remoteEntry.js: network first, so a
//     redeployed remote (or shell) is used as soon as it is reachable, the kept copy only offline;
//   - files with a content hash in their name (static/js, static/css, static/media of the shell and the
//     remotes, any origin): cache first, since such a name never changes content; at most 200, 30 days.
// What a reload of a rider page needs is kept before the worker counts as installed (when a rider page
// is open; otherwise when the rider app first starts): the /rider page, config.json, remotes.json, the
// shell's files and the rider remote's (its manifest's list), so the app opens offline from the moment
// the worker is active, not only from the second visit.
// The Supabase API is not cached here: the rider app keeps its deliveries in IndexedDB (rider-db).

import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { setCacheNameDetails } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { Route, Router } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies'
import { type RemoteManifest, remoteChunkUrls, remoteEntryUrl } from './rider-app-files.ts'

declare const self: ServiceWorkerGlobalScope

/**
 * Written in by the build (shell/rspack.config.mjs) from the shell's output: its hashed files, and the
 * shared modules it provides (its mf-manifest.json). Kept as a JSON string so that the minifier leaves it.
 */
const SHELL_BUILD: { files: string[]; shared: string[] } = JSON.parse('__SHELL_BUILD__')

setCacheNameDetails({ prefix: 'rider' })

export const PAGE_CACHE = 'rider-pages'
const APP_FILES_CACHE = 'rider-app-files'
const STATIC_CACHE = 'rider-static'
const RIDER_PATH = /^\/rider(?:\/|$)/
const HASHED_FILE = /\/static\/(?:js|css|media)\/[^/]+\.[0-9a-f]{10}\.[a-z0-9]+$/i
const APP_FILE = /\/(?:config\.json|remotes\.json|mf-manifest\.json|remoteEntry\.js)$/
/** A rider page asked for offline and never kept is answered with this one's copy. */
const HOME_PAGE = '/rider'

/** A rider page's key: its address without query or trailing slash (the shell's page depends on no more). */
function pageKey(url: string): string {
  const { origin, pathname } = new URL(url)
  return `${origin}${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}`
}

const ok = new CacheableResponsePlugin({ statuses: [200] })

const router = new Router()

/** A rider page: a navigation, or the page itself sent by the app to be kept (CACHE_URLS, Accept: text/html). */
const isRiderPage = (request: Request, url: URL) =>
  url.origin === self.location.origin &&
  RIDER_PATH.test(url.pathname) &&
  (request.mode === 'navigate' || (request.headers.get('Accept') ?? '').startsWith('text/html'))

// Rider pages: the kept copy at once, refreshed behind it; never kept: the network, else the kept /rider.
// A page names what to load (config.json, the remotes' manifests: network first, below), so a redeployed
// remote still runs on the next load; a page kept stale only costs preload hints of the older files.
const pages = new StaleWhileRevalidate({
  cacheName: PAGE_CACHE,
  plugins: [
    ok,
    { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
    {
      handlerDidError: async () =>
        (await (await caches.open(PAGE_CACHE)).match(pageKey(new URL(HOME_PAGE, self.location.origin).href))) ??
        undefined,
    },
  ],
})
const appFiles = new NetworkFirst({ cacheName: APP_FILES_CACHE, plugins: [ok] })
const hashedFiles = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
})

router.registerRoute(new Route(({ request, url }) => request.method === 'GET' && isRiderPage(request, url), pages))
router.registerRoute(new Route(({ request, url }) => request.method === 'GET' && APP_FILE.test(url.pathname), appFiles))
router.registerRoute(
  new Route(({ request, url }) => request.method === 'GET' && HASHED_FILE.test(url.pathname), hashedFiles),
)

/** Fetches `url` through `strategy` (so it is kept as a page's own request would be); fails unless 200. */
async function keep(strategy: Strategy, event: ExtendableEvent, url: string, init?: RequestInit): Promise<Response> {
  const response = await strategy.handle({ event, request: new Request(new URL(url, self.location.origin), init) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response
}

/**
 * Keeps what a reload of a rider page needs, with no connection: the /rider page (the shell's page every
 * rider address opens offline), config.json and remotes.json, the shell's files, and the rider remote's
 * manifest, entry and chunks (every page's, visited or not). Files already kept cost no request.
 */
async function keepRiderApp(event: ExtendableEvent): Promise<void> {
  const riderRemote = async () => {
    const remotes = (await (await keep(appFiles, event, '/remotes.json')).json()) as { rider?: unknown }
    if (typeof remotes.rider !== 'string') throw new Error('remotes.json names no rider app')
    const manifestUrl = new URL(remotes.rider, self.location.origin).href
    const manifest = (await (await keep(appFiles, event, manifestUrl)).json()) as RemoteManifest
    await Promise.all([
      keep(appFiles, event, remoteEntryUrl(manifest, manifestUrl)),
      ...remoteChunkUrls(manifest, manifestUrl, SHELL_BUILD.shared).map((url) => keep(hashedFiles, event, url)),
    ])
  }
  await Promise.all([
    keep(pages, event, HOME_PAGE, { headers: { Accept: 'text/html' } }),
    keep(appFiles, event, '/config.json'),
    ...SHELL_BUILD.files.map((file) => keep(hashedFiles, event, file)),
    riderRemote(),
  ])
}

/** Whether a rider page is open in this browser (the worker is being installed for a rider). */
async function riderPageOpen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  return windows.some((client) => RIDER_PATH.test(new URL(client.url).pathname))
}

// A rider page asked for offline before any was kept: say so plainly rather than the browser's error,
// and load the page again by itself when the connection returns: on `online`, and every 5 s while the
// phone says it is online (the network can come back a moment after the event, or without one).
router.setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    return new Response(
      '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline</title>' +
        '<p style="font:16px system-ui;padding:16px">You are offline. The rider app opens as soon as the connection returns.</p>' +
        '<script>function again(){location.reload()}addEventListener("online",function(){setTimeout(again,500)});' +
        'setInterval(function(){if(navigator.onLine)again()},5000)</script>',
      { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    )
  }
  return Response.error()
})

router.addFetchListener()
// The app sends what its first page loaded before this worker controlled it (CACHE_URLS), so that the
// very first visit is enough to open the app offline.
router.addCacheListener()
// The rider app, when it starts, asks for the whole app to be kept (KEEP_RIDER_APP): for a worker installed
// from a shop page, which kept nothing of the rider app then, and for a redeployed remote's new files.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== 'KEEP_RIDER_APP') return
  event.waitUntil(
    keepRiderApp(event).catch((error: unknown) => console.warn('The rider app was not kept for offline use.', error)),
  )
})

// Delivery alerts (supabase/functions/notifications: {title, body, url, tag, orderId}): shown even when the
// app is closed; tapping one opens the order, in the rider app's window when one is open.
interface Alert {
  title?: string
  body?: string
  url?: string
  tag?: string
}

self.addEventListener('push', (event) => {
  let alert: Alert = {}
  try {
    alert = (event.data?.json() ?? {}) as Alert
  } catch {
    alert = { body: event.data?.text() }
  }
  const url = typeof alert.url === 'string' && alert.url.startsWith('/rider') ? alert.url : '/rider'
  event.waitUntil(
    self.registration.showNotification(alert.title ?? 'New delivery assigned', {
      body: alert.body ?? '',
      tag: alert.tag,
      icon: '/rider/icon-192.png',
      badge: '/rider/icon-192.png',
      data: { url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/rider', self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/rider'))
      // navigate() works only on a window this worker controls: otherwise open a new one.
      const shown = open ? await open.navigate(url).catch(() => null) : null
      if (shown) await shown.focus()
      else await self.clients.openWindow(url)
    })(),
  )
})

// Installed for a rider (a rider page is open): what a reload needs is kept first, so the worker counts as
// installed only once the app opens offline; should that fail, so does the install, and the browser tries
// again at the next registration. Installed from a shop page: nothing of the rider app is fetched for a
// customer (the rider app asks for it when it starts). A new worker takes over at once: it only changes
// how files are fetched, never what a page runs.
self.addEventListener('install', (event) => {
  void self.skipWaiting()
  event.waitUntil(riderPageOpen().then((open) => (open ? keepRiderApp(event) : undefined)))
})
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
