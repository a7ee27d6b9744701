// Which HTML page the static files answer a path with, found the way sirv looks a path up: the path
// itself, then with `.html`/`.htm`, then its `index` page, and for a remote (a single-page app) its
// `/index.html` when nothing else matches. sirv tells its header hook only the requested path (`/products`),
// not the file it serves, so every page it sends, the fallback included, gets its policy from this.
import { statSync } from 'node:fs'
import path from 'node:path'

const PAGE_EXTENSIONS = ['', '.html', '.htm']

/** The candidates sirv tries for a path, in its order. */
function candidates(pathname: string): string[] {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  const out: string[] = []
  for (const extension of PAGE_EXTENSIONS) {
    if (uri) out.push(`${uri}${extension}`)
    out.push(`${uri}/index${extension}`)
  }
  return out
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** The file (relative to `root`, with a leading slash) the static server answers `pathname` with, when HTML. */
export function servedHtmlPage(root: string, pathname: string, singlePageApp: boolean): string | null {
  const base = path.resolve(root)
  const inside = (relative: string) => {
    const file = path.resolve(base, `.${relative}`)
    return file.startsWith(`${base}${path.sep}`) ? file : null
  }
  const found = candidates(pathname).find((relative) => {
    const file = inside(relative)
    return file !== null && isFile(file)
  })
  // A request with a file extension that matches nothing is a 404 in sirv, never the fallback page.
  const served = found ?? (singlePageApp && !/\/[^/]+\.\w+$/.test(pathname) ? '/index.html' : null)
  return served && /\.html?$/i.test(served) ? served : null
}
