// The rider app's first paints, rendered at build time (shared/build/prerender.mjs) into prerender.json,
// which the shell's server puts into the HTML (shell/server/index-html.ts), in the app's own frame:
// - /rider/login, the public sign-in page, painted from the HTML before any JavaScript (nothing private
//   in it); its form is held until the app takes over, and what was typed is carried into the app's form;
// - /rider, the dashboard: nothing pre-rendered (it is private), only the inline script that paints the
//   rider's own last dashboard kept on this phone (lib/last-paint.ts) on a repeat visit.
// The shell's hand-off swaps in the app's page once it has rendered (its `data-page`).

import type { Preload, RoutePrerender } from '@shop/shared/prerender/contract'
import { renderToStaticMarkup } from 'react-dom/server'
import uiCss from '../components/ui.css?raw'
import dashboardCss from '../features/dashboard/dashboard.css?raw'
import frameCss from '../features/frame/frame.css?raw'
import LoginPage from '../features/login/LoginPage.tsx'
import loginCss from '../features/login/login.css?raw'

/** A lazy page's chunk (app/routes.tsx), in CORS mode as this remote's chunk loader asks for it. */
function pageChunk(files: string[]): Preload[] {
  return files
    .filter((file) => file.endsWith('.css') || file.endsWith('.js'))
    .map((href): Preload => ({ href, as: href.endsWith('.css') ? 'style' : 'script', crossorigin: true }))
}

/** Script text inside the HTML must not close its element early. */
const inlineScript = (code: string) => `<script>${code.replace(/<\/(script)/gi, '<\\/$1')}</script>`

export default function prerender({
  scripts,
  chunkFiles,
}: {
  scripts: Record<string, string>
  chunkFiles: (name: string) => string[]
}): { routes: Record<string, RoutePrerender> } {
  const restore = scripts['last-paint-restore']
  const holdForms = scripts['hold-prerendered-forms']
  if (!restore || !holdForms) throw new Error('prerender: the rider app inline scripts were not built')
  return {
    routes: {
      '/rider/login': {
        main: renderToStaticMarkup(<LoginPage />),
        css: uiCss + loginCss,
        preload: pageChunk(chunkFiles('rider-login')),
        scripts: [holdForms],
      },
      '/rider': {
        main: inlineScript(restore),
        css: uiCss + frameCss + dashboardCss,
        preload: pageChunk(chunkFiles('rider-dashboard')),
        scripts: [],
      },
    },
  }
}
