// Serves the built apps (their dist/ folders) the way `npm start` does, on ports of the caller's choice,
// for the global set-up and for tests that need servers of their own (a remote that dies or is redeployed).

import { apps, distDir, remotes } from '@shop/shell/apps'
import { type RunningAppServer, startAppServer } from '@shop/shell/server/app-server'
import { E2E_SUPABASE_URL } from './ports.ts'

export type AppName = 'shell' | 'storefront' | 'admin' | 'outlet' | 'rider'

export interface PlatformOptions {
  /** Port of each app; the shell's remotes.json points at these remotes. */
  ports: Record<AppName, number>
  /** Serve these apps from another folder than their dist/ (a redeployed build). */
  roots?: Partial<Record<AppName, string>>
  /** Leave out apps that are already served elsewhere (their port is still used in remotes.json). */
  only?: AppName[]
  supabaseUrl?: string
}

export interface Platform {
  shellUrl: string
  servers: Map<AppName, RunningAppServer>
  /** Stops one app's server (its port then refuses connections, as a dead host does). */
  stop(name: AppName): Promise<void>
  /** Starts (again) one app's server, from `root` or its dist/. */
  start(name: AppName, root?: string): Promise<void>
  close(): Promise<void>
}

export function remoteUrlsFor(ports: Record<AppName, number>): Record<string, string> {
  return Object.fromEntries(
    remotes.map((remote) => [
      remote.urlEnv as string,
      `http://127.0.0.1:${ports[remote.name as AppName]}/mf-manifest.json`,
    ]),
  )
}

export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const env = {
    ...process.env,
    SUPABASE_URL: options.supabaseUrl ?? E2E_SUPABASE_URL,
    ...remoteUrlsFor(options.ports),
  }
  const servers = new Map<AppName, RunningAppServer>()
  const start = async (name: AppName, root?: string) => {
    const app = apps.find((a) => a.name === name)
    if (!app) throw new Error(`unknown app ${name}`)
    const server = await startAppServer({
      root: root ?? options.roots?.[name] ?? distDir(app),
      port: options.ports[name],
      kind: app.kind,
      env,
    })
    servers.set(name, server)
  }
  const stop = async (name: AppName) => {
    await servers.get(name)?.close()
    servers.delete(name)
  }
  const names = options.only ?? (apps.map((a) => a.name) as AppName[])
  for (const name of names) await start(name)
  return {
    shellUrl: `http://127.0.0.1:${options.ports.shell}`,
    servers,
    start,
    stop,
    close: async () => {
      await Promise.all([...servers.keys()].map(stop))
    },
  }
}
