// Serves the already-built dist/ of the five apps and a fresh Supabase stand-in (ports: ports.ts)
// for the whole run; returns the teardown.
import { apps } from '@shop/shell/apps'
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
  const teardown = async () => {
    try {
      await platform.close()
    } finally {
      await supabase.stop()
    }
  }
  await untilPrerendered(platform.shellUrl).catch(async (error) => {
    await teardown()
    throw error
  })
  return teardown
}

/**
 * A page waits 400 ms for the remote's hints before the shell's server answers without its first paint
 * (a slower answer serves the pages after it); on a loaded machine the very first fetch can take longer.
 * Ask up front, as a deployment's first visitor would, so no test depends on how fast that fetch was.
 */
async function untilPrerendered(shellUrl: string) {
  const until = Date.now() + 30_000
  while (!(await (await fetch(`${shellUrl}/`)).text()).includes('id="prerender"')) {
    if (Date.now() > until) throw new Error(`${shellUrl}/ never carried the pre-rendered home page`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
