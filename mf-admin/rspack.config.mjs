import { createAppConfig } from '@shop/build/rspack-app'
import * as platform from '@shop/shell/apps'

export default createAppConfig(platform, {
  dir: import.meta.dirname,
  name: 'admin',
  title: 'Admin — Kampala Meats',
  exposes: { './routes': 'app/routes.tsx' },
  // The first paint of /admin (the frame and the dashboard), pre-rendered into prerender.json for the
  // shell's server, and its inline scripts.
  prerender: {
    entry: 'app/prerender.tsx',
    scripts: {
      'first-paint-early-reads': 'app/first-paint/early-reads.ts',
      'first-paint-personalise': 'app/first-paint/personalise.ts',
    },
  },
})
