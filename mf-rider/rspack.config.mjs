import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from '../scripts/lib/apps.mjs'

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'rider',
  port: appNamed('rider').port,
  title: 'Rider Portal — Kampala Meats',
  exposes: { './routes': 'app/routes.tsx' },
  // The first paint of /rider/login, and the script that paints a returning rider's last dashboard.
  prerender: {
    entry: 'app/prerender.tsx',
    scripts: {
      'last-paint-restore': 'lib/last-paint/last-paint-restore.ts',
      'hold-prerendered-forms': 'features/login/hold-prerendered-forms.ts',
    },
  },
})
