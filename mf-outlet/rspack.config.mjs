import { createAppConfig } from '@shop/build/rspack-app'
import * as platform from '@shop/shell/apps'

export default createAppConfig(platform, {
  dir: import.meta.dirname,
  name: 'outlet',
  title: 'Outlet Portal — Kampala Meats',
  exposes: { './routes': 'app/routes.tsx' },
})
