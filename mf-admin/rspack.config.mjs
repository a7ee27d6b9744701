import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from '../scripts/lib/apps.mjs'

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'admin',
  port: appNamed('admin').port,
  title: 'Admin — Kampala Meats',
  exposes: { './routes': 'app/routes.tsx' },
})
