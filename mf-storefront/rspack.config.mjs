import { createAppConfig } from '@shop/build/rspack-app'
import * as platform from '@shop/shell/apps'

export default createAppConfig(platform, {
  dir: import.meta.dirname,
  name: 'storefront',
  title: 'Kampala Meats — storefront',
  exposes: { './routes': 'app/routes.tsx' },
  // The first paint of / and /products, pre-rendered into prerender.json for the shell's server.
  prerender: {
    entry: 'app/prerender.tsx',
    scripts: { 'products-early-reads': 'features/catalogue/early-reads.ts' },
  },
})
