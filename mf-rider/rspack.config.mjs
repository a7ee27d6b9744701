import { createAppConfig } from '@shop/build/rspack-app'
import * as platform from '@shop/shell/apps'

export default createAppConfig(platform, {
  dir: import.meta.dirname,
  name: 'rider',
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
