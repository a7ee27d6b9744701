// The shell's index.html for a page of the site, assembled per request:
// - preload hints for what the boot fetches next: config.json and remotes.json, the opened area's
//   manifest and entry, and (read from the remote's manifest) its routes module's chunks, so they all
//   travel in the first round trip instead of one after another;
// - on a page a remote pre-renders (its prerender.json, e.g. the storefront's `/` and `/products`), that
//   first paint: the shell's navigation and the remote's top of the page with their CSS inlined, painted
//   before any script has run, plus the page's inline scripts (an early data read) and the run-time
//   config they need. #root stays hidden until the app has rendered the same page (src/features/prerender).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Preload, RoutePrerender } from '@shop/shared/prerender/contract'
import { remotesConfig, runtimeConfig } from './apps.mjs'
import { createRemoteHints, type RemoteHints } from './remote-hints.ts'

const PRELOAD_MARKER = '<!--preload-->'
const PRERENDER_MARKER = '<!--prerender-->'

/**
 * The shell's own prerender.json (src/features/prerender/frame.tsx): the navigation per path, its CSS, and
 * the script that adjusts the navigation to the browser's session and cart.
 */
interface ShellFrame {
  css: string
  headers: Record<string, string>
  script?: string
}

/** Which remote a path opens: /admin… → admin, /outlet… → outlet, /rider… → rider, else the storefront. */
export function areaForPath(pathname: string): string | null {
  if (pathname === '/account/reset-password') return null
  const first = pathname.split('/')[1] ?? ''
  return ['admin', 'outlet', 'rider'].includes(first) ? first : 'storefront'
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function linkTag({ href, as, crossorigin, fetchpriority }: Preload): string {
  const attributes = [`rel="preload"`, `href="${escapeAttribute(href)}"`, `as="${as}"`]
  if (crossorigin) attributes.push('crossorigin="anonymous"')
  if (fetchpriority) attributes.push(`fetchpriority="${fetchpriority}"`)
  return `<link ${attributes.join(' ')} />`
}

/** Text inside <style> or <script> must not close the element early. */
function inlineText(text: string): string {
  return text.replace(/<\/(style|script)/gi, '<\\/$1')
}

/** Comments and runs of white space out of inlined CSS. */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .trim()
}

export interface PagePlan {
  /** mf-manifest.json URL of the area this path opens. */
  manifestUrl: string
  remote?: RemoteHints | null
}

export function preloadTags(plan: PagePlan | null): string {
  const tags = [
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />',
  ]
  if (plan) {
    const manifest = new URL(plan.manifestUrl)
    const entry = new URL('remoteEntry.js', manifest)
    // The runtime fetches the manifest with fetch() (CORS) and the entry with a plain <script>.
    tags.push(linkTag({ href: manifest.href, as: 'fetch', crossorigin: true }))
    tags.push(linkTag({ href: entry.href, as: 'script' }))
    for (const preload of plan.remote?.preload ?? []) tags.push(linkTag(preload))
  }
  return tags.join('')
}

/**
 * The pre-rendered first paint of one page: what goes into <head>, and the markup before #root. A
 * storefront page comes inside the storefront's navigation (`frame`); a back-office portal's page
 * (`frame` null) brings its own frame, as in the app (src/app/AppRoutes.tsx), and none of that CSS.
 */
export function prerenderParts(
  route: RoutePrerender,
  frame: ShellFrame | null,
  pathname: string,
  config: { supabaseUrl: string; supabaseAnonKey: string },
) {
  const css = frame ? frame.css + route.css : route.css
  const head = [
    ...route.preload.map(linkTag),
    `<style id="prerender-style">#prerender{min-height:100vh;display:flex;flex-direction:column}${inlineText(compactCss(css))}</style>`,
    // Beats index.html's own `#root{display:flex}`, which comes later.
    '<style id="prerender-hide">body>#root{display:none}</style>',
  ]
  if (route.scripts.length > 0) {
    head.push(`<script id="shop-config" type="application/json">${inlineText(JSON.stringify(config))}</script>`)
    for (const script of route.scripts) head.push(`<script>${inlineText(script)}</script>`)
  }
  if (!frame) return { head: head.join(''), body: `<div id="prerender">${route.main}</div>` }
  const header = frame.headers[pathname] ?? frame.headers['*'] ?? ''
  const personalise = frame.script ? `<script>${inlineText(frame.script)}</script>` : ''
  const body = `<div id="prerender">${header}${personalise}<div class="layout__main">${route.main}</div></div>`
  return { head: head.join(''), body }
}

/** index.html with the page's hints and, where there is one, its first paint. */
export function assembleIndexHtml(template: string, parts: { preloads: string; head?: string; body?: string }): string {
  return template
    .replace(PRELOAD_MARKER, `${parts.preloads}${parts.head ?? ''}`)
    .replace(PRERENDER_MARKER, parts.body ?? '')
}

function readShellFrame(root: string): ShellFrame | null {
  try {
    const frame = JSON.parse(readFileSync(path.join(root, 'prerender.json'), 'utf8')) as Partial<ShellFrame>
    return typeof frame.css === 'string' && frame.headers ? (frame as ShellFrame) : null
  } catch {
    return null
  }
}

export interface IndexHtmlOptions {
  /** The shell's build output. */
  root: string
  env: Record<string, string | undefined>
  remotesPortOffset?: number
  /** How long to wait for a remote's hints before answering without them. */
  hintsWaitMs?: number
}

/** index.html for any app path of the shell. */
export function createIndexHtml(options: IndexHtmlOptions) {
  const template = readFileSync(path.join(options.root, 'index.html'), 'utf8')
  const frame = readShellFrame(options.root)
  const remoteHints = createRemoteHints({ waitMs: options.hintsWaitMs })
  const remotes = remotesConfig(options.env, options.remotesPortOffset)
  const config = runtimeConfig(options.env)
  return async (pathname: string): Promise<string> => {
    const area = areaForPath(pathname)
    const manifestUrl = area ? remotes[area] : undefined
    if (!manifestUrl) return assembleIndexHtml(template, { preloads: preloadTags(null) })
    const remote = await remoteHints(manifestUrl)
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const route = remote?.routes[page]
    const preloads = preloadTags({ manifestUrl, remote })
    // A storefront page is painted only inside its navigation; a portal's needs none.
    const storefront = area === 'storefront'
    if (!route || (storefront && !frame)) return assembleIndexHtml(template, { preloads })
    return assembleIndexHtml(template, {
      preloads,
      ...prerenderParts(route, storefront ? frame : null, page, config),
    })
  }
}
