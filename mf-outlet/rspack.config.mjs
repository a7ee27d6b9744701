import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from '../scripts/lib/apps.mjs'

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'outlet',
  port: appNamed('outlet').port,
  title: 'Outlet Portal — Kampala Meats',
  exposes: { './routes': 'app/routes.tsx' },
})
