// Serves the already-built dist/ of the five apps on 4000-4004 and a fresh Supabase stand-in on 54340
// for the whole run; returns the teardown.
import { apps } from '../../scripts/lib/apps.mjs'
import { type AppName, startPlatform } from './platform.ts'
import { E2E_PORT_OFFSET, E2E_SUPABASE_PORT } from './ports.ts'
import { startSupabaseLocal } from './supabase-local.ts'

export const e2ePorts = Object.fromEntries(apps.map((app) => [app.name, app.port + E2E_PORT_OFFSET])) as Record<
  AppName,
  number
>

export default async function globalSetup() {
  const supabase = await startSupabaseLocal(E2E_SUPABASE_PORT)
  const platform = await startPlatform({ ports: e2ePorts, supabaseUrl: supabase.url }).catch(async (error) => {
    await supabase.stop()
    throw error
  })
  return async () => {
    try {
      await platform.close()
    } finally {
      await supabase.stop()
    }
  }
}
