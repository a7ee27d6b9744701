// The shell's index.html, with preload hints for what the boot fetches next: config.json and
// remotes.json, and the manifest and entry of the area the URL opens. They then travel in the same
// round trip as the shell's own scripts instead of after them.

const MARKER = '<!--preload-->'

export interface PreloadPlan {
  /** mf-manifest.json URL of the area this path opens. */
  manifestUrl: string
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

export function preloadTags(plan: PreloadPlan | null): string {
  const tags = [
    '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />',
  ]
  if (plan) {
    const manifest = new URL(plan.manifestUrl)
    const entry = new URL('remoteEntry.js', manifest)
    // The runtime fetches the manifest with fetch() (CORS) and the entry with a plain <script>.
    tags.push(`<link rel="preload" href="${escapeAttribute(manifest.href)}" as="fetch" crossorigin="anonymous" />`)
    tags.push(`<link rel="preload" href="${escapeAttribute(entry.href)}" as="script" />`)
  }
  return tags.join('')
}

export function withPreloads(html: string, plan: PreloadPlan | null): string {
  return html.includes(MARKER) ? html.replace(MARKER, preloadTags(plan)) : html
}
