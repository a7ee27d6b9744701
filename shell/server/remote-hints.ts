// What the shell's server learns from a remote to speed up the first load of one of its pages: from its
// mf-manifest.json, the chunks of its routes module (preloaded with the HTML instead of one round trip
// after remoteEntry.js runs), and from its prerender.json, the pre-rendered first paint of its landing
// pages. Both are fetched on demand and revalidated on every page load (conditional requests, so a
// redeployed remote is seen at once). A page waits for them only briefly: a remote that is slow or down
// costs that page its hints, never its HTML, and a slow answer still serves the pages after it.
import type { Preload, RoutePrerender } from '@shop/shared/prerender/contract'

export interface RemoteHints {
  /** The manifest's folder: relative paths of the remote's files resolve against it. */
  base: string
  /** The routes module's chunks and stylesheets. */
  preload: Preload[]
  /** Pre-rendered pages by path, their asset URLs resolved. */
  routes: Record<string, RoutePrerender>
}

/** The placeholder a prerender.json puts before the remote's own files (build/prerender.mjs). */
export const PUBLIC_PATH_TOKEN = '__SHOP_PUBLIC_PATH__/'

const EXPOSED_ROUTES = './routes'

interface ManifestExpose {
  path?: string
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } }
}

interface Manifest {
  metaData?: { publicPath?: string }
  exposes?: ManifestExpose[]
}

/**
 * The routes module's synchronous chunks, as the remote's runtime will ask for them: stylesheets in CORS
 * mode (Rspack's CSS loading sets crossorigin), scripts without (the federation runtime's script loader
 * sets none). A preload in the other mode is not used: Chromium downloads the file a second time.
 */
export function routesPreloads(manifest: Manifest, manifestUrl: string): Preload[] {
  const publicPath = manifest.metaData?.publicPath
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('./', manifestUrl)
  const routes = manifest.exposes?.find((expose) => expose.path === EXPOSED_ROUTES)
  const js = routes?.assets?.js?.sync ?? []
  const css = routes?.assets?.css?.sync ?? []
  return [
    ...css.map((file): Preload => ({ href: new URL(file, base).href, as: 'style', crossorigin: true })),
    ...js.map((file): Preload => ({ href: new URL(file, base).href, as: 'script' })),
  ]
}

/** Puts the remote's base URL into a prerender.json's asset URLs. */
export function resolvePrerender(value: unknown, base: string): Record<string, RoutePrerender> {
  const routes = (value as { routes?: unknown } | null)?.routes
  if (!routes || typeof routes !== 'object') return {}
  const resolved = JSON.parse(JSON.stringify(routes).replaceAll(PUBLIC_PATH_TOKEN, base)) as Record<string, unknown>
  const valid: Record<string, RoutePrerender> = {}
  for (const [path, route] of Object.entries(resolved)) {
    const r = route as Partial<RoutePrerender>
    if (typeof r.main === 'string' && typeof r.css === 'string') {
      valid[path] = {
        main: r.main,
        css: r.css,
        preload: Array.isArray(r.preload) ? r.preload : [],
        scripts: Array.isArray(r.scripts) ? r.scripts.filter((s) => typeof s === 'string') : [],
      }
    }
  }
  return valid
}

interface Cached {
  etag: string | null
  body: unknown
}

/** How long a revalidation may run in the background before it is given up. */
const REVALIDATE_LIMIT_MS = 10_000

/**
 * A fetch of JSON that revalidates what it has (If-None-Match) and falls back to it when the remote fails.
 * The caller waits at most `waitMs`; a slower answer still lands in the cache for the next page, and page
 * loads arriving meanwhile share the one request.
 */
function cachedJson(waitMs: number) {
  const cache = new Map<string, Cached>()
  const inFlight = new Map<string, Promise<unknown>>()

  const revalidate = async (url: string): Promise<unknown> => {
    const cached = cache.get(url)
    try {
      const response = await fetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(REVALIDATE_LIMIT_MS),
      })
      if (response.status === 304 && cached) return cached.body
      if (!response.ok) {
        cache.delete(url)
        return null
      }
      const body = (await response.json()) as unknown
      cache.set(url, { etag: response.headers.get('etag'), body })
      return body
    } catch {
      return cache.get(url)?.body ?? null
    }
  }

  return (url: string): Promise<unknown> => {
    let answer = inFlight.get(url)
    if (!answer) {
      answer = revalidate(url).finally(() => inFlight.delete(url))
      inFlight.set(url, answer)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const waited = new Promise<unknown>((resolve) => {
      timer = setTimeout(() => resolve(cache.get(url)?.body ?? null), waitMs)
    })
    return Promise.race([answer, waited]).finally(() => clearTimeout(timer))
  }
}

export function createRemoteHints({ waitMs = 400 }: { waitMs?: number } = {}) {
  const json = cachedJson(waitMs)
  return async (manifestUrl: string): Promise<RemoteHints | null> => {
    const base = new URL('./', manifestUrl).href
    const [manifest, prerender] = await Promise.all([json(manifestUrl), json(new URL('prerender.json', base).href)])
    if (!manifest) return null
    return {
      base,
      preload: routesPreloads(manifest as Manifest, manifestUrl),
      routes: resolvePrerender(prerender, base),
    }
  }
}
