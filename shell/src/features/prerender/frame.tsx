// The shell's part of a pre-rendered first paint, rendered at build time (build/prerender.mjs) into
// the shell's prerender.json: the top navigation as a signed-out visitor first sees it on each storefront
// page (the active link differs), the layout's CSS, and the inline script that adjusts the navigation to
// this browser's session and cart (./personalise-nav.ts). The server puts them around a remote's
// pre-rendered page (shell/server/index-html.ts); the app replaces them all once it has rendered
// (./handoff.ts).
import { identitiesCleared } from '@shop/shared/auth'
import { createAppStore } from '@shop/shared/store'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import layoutCss from '../layout/layout.css?raw'
import { TopNav } from '../layout/TopNav.tsx'

/** The storefront pages the top navigation links to; any other path gets the navigation with none lit. */
const PATHS = ['/', '/about', '/products', '/discover', '/certifications', '/contact', '/orders', '/cart']

export interface ShellFrame {
  css: string
  /** The <header> for each path, and for any other under "*". */
  headers: Record<string, string>
  /** Runs right after the header. */
  script: string
}

export default function prerender({ scripts }: { scripts: Record<string, string> }): ShellFrame {
  const store = createAppStore(null)
  store.dispatch(identitiesCleared())
  const header = (path: string) =>
    renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <TopNav />
        </MemoryRouter>
      </Provider>,
    )
  return {
    css: layoutCss,
    script: scripts['personalise-nav'] ?? '',
    headers: Object.fromEntries([...PATHS, '*'].map((path) => [path, header(path === '*' ? '/-' : path)])),
  }
}
