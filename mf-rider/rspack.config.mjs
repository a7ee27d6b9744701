import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from '../scripts/lib/apps.mjs'

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'rider',
  port: appNamed('rider').port,
  title: 'Rider Portal — Kampala Meats',
  exposes: { './routes': 'app/routes.tsx' },
})
