// Registers the remotes from remotes.json with the Module Federation runtime and loads an area's routes
// module. A failed load can be retried: the remote is registered again with `force`, which drops what
// the runtime cached for it (manifest, entry, module).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import type { ComponentType } from 'react'
import { AREA_NAMES, type AreaName } from './areas.ts'
import { loadRemotesConfig, type RemotesConfig } from './remotes-config.ts'

interface RoutesModule {
  default: ComponentType
}

let registered: Promise<RemotesConfig> | null = null

function remoteFor(name: AreaName, config: RemotesConfig) {
  return { name, entry: config[name] }
}

function ensureRegistered(): Promise<RemotesConfig> {
  registered ??= loadRemotesConfig()
    .then((config) => {
      registerRemotes(AREA_NAMES.map((name) => remoteFor(name, config)))
      return config
    })
    .catch((error: unknown) => {
      registered = null
      throw error
    })
  return registered
}

export async function loadAreaRoutes(name: AreaName, { retry = false } = {}): Promise<ComponentType> {
  const config = await ensureRegistered()
  if (retry) registerRemotes([remoteFor(name, config)], { force: true })
  const module = await loadRemote<RoutesModule>(`${name}/routes`)
  if (!module || typeof module.default !== 'function') throw new Error(`${name}/routes has no default export`)
  return module.default
}

/**
 * A first load of a portal's address starts loading its remote at once, beside the sign-in check that
 * must pass before it renders (the guard still decides; the code is public either way).
 */
export function preloadAreaOf(pathname: string): void {
  const name = AREA_NAMES.find((area) => area !== 'storefront' && new RegExp(`^/${area}(/|$)`).test(pathname))
  if (name) loadAreaRoutes(name).catch(() => {})
}
