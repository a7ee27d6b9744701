import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from '../scripts/lib/apps.mjs'

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: appNamed('shell').port,
  title: 'Kampala Meats — premium meats delivered in Kampala',
  // The navigation and layout CSS of a pre-rendered first paint (see src/features/prerender).
  prerender: {
    entry: 'features/prerender/frame.tsx',
    scripts: { 'personalise-nav': 'features/prerender/personalise-nav.ts' },
  },
})
