// remotes.json, served beside index.html: each area's mf-manifest.json URL for this environment.
import { AREA_NAMES, type AreaName } from './areas.ts'

export type RemotesConfig = Record<AreaName, string>

export function parseRemotesConfig(value: unknown, base: string): RemotesConfig {
  if (!value || typeof value !== 'object') throw new Error('remotes.json is not a JSON object')
  const entries = value as Record<string, unknown>
  const config = {} as RemotesConfig
  for (const name of AREA_NAMES) {
    const url = entries[name]
    if (typeof url !== 'string' || url === '') throw new Error(`remotes.json has no URL for "${name}"`)
    config[name] = new URL(url, base).href
  }
  return config
}

let loading: Promise<RemotesConfig> | null = null

export function loadRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  loading ??= fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return parseRemotesConfig(await response.json(), location.href)
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
