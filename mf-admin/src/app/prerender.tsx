// The first paint of the admin's landing page, /admin, rendered at build time (build/prerender.mjs)
// into prerender.json: the admin frame (sidebar, header) and the dashboard as it first renders, its cards
// waiting for their figures, with the CSS they need, antd's included. Nothing in it is anyone's data: it
// comes in an inert <template> that the page's inline scripts (./first-paint) put on screen only for an
// admin of this browser's own session, with the name and figures the server answered that session. The
// shell's server puts it into the HTML of /admin; the app takes over once its own dashboard has the
// figures (the hand-off selector below), or sends a visitor who may not see it away.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { identitiesLoaded } from '@shop/shared/auth'
import sidebarFrameCss from '@shop/shared/portal/frame.css?raw'
import notificationBellCss from '@shop/shared/portal/notification-bell.css?raw'
import type { PrerenderInput, PrerenderOutput } from '@shop/shared/prerender/contract'
import { chunkPreloads, inlineScript } from '@shop/shared/prerender/markup'
import { createAppStore } from '@shop/shared/store'
import ThemedPages from '@shop/shared/theme/portal'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router'
import DashboardPage from '../features/dashboard/DashboardPage.tsx'
import { AdminFrame } from '../features/frame/AdminFrame.tsx'
import adminFrameCss from '../features/frame/frame.css?raw'
import { FIRST_PAINT_TEMPLATE } from './first-paint/paths.ts'
import { pruneCss } from './first-paint/prune-css.ts'

/** The sidebar as the app shows it on a wide screen (the markup is a phone's, where it starts folded away). */
const FIRST_PAINT_CSS = '@media (min-width: 992px){#prerender .sidebar-frame__sidebar{display:block}}'

/** The frame and the dashboard as a phone first shows them, with the CSS antd generated for them. */
function renderDashboard(): { html: string; antdCss: string } {
  const store = createAppStore(null)
  // A placeholder the head of the frame keeps its height with; the inline script writes the name in.
  store.dispatch(
    identitiesLoaded({
      user: { id: '', email: '', full_name: '\u00a0', phone: null, is_admin: true },
      outletEmployee: null,
      rider: null,
    }),
  )
  const cache = createCache()
  const globals = globalThis as { matchMedia?: unknown }
  globals.matchMedia = () => ({ matches: true })
  try {
    const html = renderToStaticMarkup(
      <Provider store={store}>
        <StyleProvider cache={cache}>
          <MemoryRouter initialEntries={['/admin']}>
            <Routes>
              <Route path="/admin" element={<AdminFrame />}>
                <Route element={<ThemedPages />}>
                  <Route index element={<DashboardPage />} />
                </Route>
              </Route>
            </Routes>
          </MemoryRouter>
        </StyleProvider>
      </Provider>,
    )
    return { html, antdCss: pruneCss(extractStyle(cache, { plain: true }), html) }
  } finally {
    delete globals.matchMedia
  }
}

export default function prerender({ scripts, chunkFiles }: PrerenderInput): PrerenderOutput {
  const earlyReads = scripts['first-paint-early-reads']
  const personalise = scripts['first-paint-personalise']
  if (!earlyReads || !personalise) throw new Error('prerender: the first paint scripts were not built')
  const { html, antdCss } = renderDashboard()
  return {
    routes: {
      '/admin': {
        // Inert until the inline script has judged who this browser's user is (./first-paint).
        main: `<template id="${FIRST_PAINT_TEMPLATE}">${html}</template>${inlineScript(personalise)}`,
        css: [sidebarFrameCss, notificationBellCss, adminFrameCss, antdCss, FIRST_PAINT_CSS].join('\n'),
        preload: chunkPreloads([...chunkFiles('portal-theme'), ...chunkFiles('dashboard')]),
        scripts: [earlyReads],
      },
    },
  }
}
