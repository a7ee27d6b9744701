import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from '../scripts/lib/apps.mjs'

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'storefront',
  port: appNamed('storefront').port,
  title: 'Kampala Meats — storefront',
  exposes: { './routes': 'app/routes.tsx' },
  // The first paint of / and /products, pre-rendered into prerender.json for the shell's server.
  prerender: {
    entry: 'app/prerender.tsx',
    scripts: { 'products-early-reads': 'features/catalogue/early-reads.ts' },
  },
})
