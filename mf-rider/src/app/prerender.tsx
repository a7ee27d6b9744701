// The rider app's first paints, rendered at build time (build/prerender.mjs) into prerender.json,
// which the shell's server puts into the HTML (shell/server/index-html.ts), in the app's own frame:
// - /rider/login, the public sign-in page, painted from the HTML before any JavaScript (nothing private
//   in it); its form is held until the app takes over, and what was typed is carried into the app's form;
// - /rider, the dashboard: nothing pre-rendered (it is private), only the inline script that paints the
//   rider's own last dashboard kept on this phone (lib/last-paint/last-paint.ts) on a repeat visit.
// The shell's hand-off swaps in the app's page once it has rendered (its `data-page`).

import type { PrerenderInput, PrerenderOutput } from '@shop/shared/prerender/contract'
import { chunkPreloads, inlineScript } from '@shop/shared/prerender/markup'
import { renderToStaticMarkup } from 'react-dom/server'
import uiCss from '../components/ui.css?raw'
import dashboardCss from '../features/dashboard/dashboard.css?raw'
import LoginPage from '../features/login/LoginPage.tsx'
import loginCss from '../features/login/login.css?raw'
import frameCss from './frame/frame.css?raw'

export default function prerender({ scripts, chunkFiles }: PrerenderInput): PrerenderOutput {
  const restore = scripts['last-paint-restore']
  const holdForms = scripts['hold-prerendered-forms']
  if (!restore || !holdForms) throw new Error('prerender: the rider app inline scripts were not built')
  return {
    routes: {
      '/rider/login': {
        main: renderToStaticMarkup(<LoginPage />),
        css: uiCss + loginCss,
        preload: chunkPreloads(chunkFiles('rider-login')),
        scripts: [holdForms],
      },
      '/rider': {
        main: inlineScript(restore),
        css: uiCss + frameCss + dashboardCss,
        preload: chunkPreloads(chunkFiles('rider-dashboard')),
        scripts: [],
      },
    },
  }
}
