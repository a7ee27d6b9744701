// Run-time configuration: read from `config.json` beside the page's index.html, never baked into bundles,
// so one build runs against any Supabase project.

export interface RuntimeConfig {
  supabaseUrl: string
  supabaseAnonKey: string
  /** The checkout map's tile server (a `{z}/{x}/{y}` URL) and its credit line, when not OpenStreetMap's. */
  mapTileUrl?: string
  mapTileAttribution?: string
}

let loaded: RuntimeConfig | null = null
let loading: Promise<RuntimeConfig> | null = null

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError'
}

/** Checks the shape of a parsed config.json; throws a RuntimeConfigError naming what is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!value || typeof value !== 'object') throw new RuntimeConfigError('config.json is not a JSON object')
  const { supabaseUrl, supabaseAnonKey, mapTileUrl, mapTileAttribution } = value as Record<string, unknown>
  if (typeof supabaseUrl !== 'string' || !/^https?:\/\//.test(supabaseUrl)) {
    throw new RuntimeConfigError('config.json: supabaseUrl must be an http(s) URL')
  }
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey === '') {
    throw new RuntimeConfigError('config.json: supabaseAnonKey is missing')
  }
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    supabaseAnonKey,
    ...(typeof mapTileUrl === 'string' && mapTileUrl !== '' ? { mapTileUrl } : {}),
    ...(typeof mapTileAttribution === 'string' ? { mapTileAttribution } : {}),
  }
}

/** Fetches and caches config.json (once per page, whoever asks first). */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (loaded) return Promise.resolve(loaded)
  loading ??= fetch(url, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`)
      loaded = parseRuntimeConfig(await response.json())
      return loaded
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/** The loaded config; the shell loads it before anything renders, so components may call this. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new RuntimeConfigError('runtime config not loaded yet: await loadRuntimeConfig() first')
  return loaded
}

/** Sets the config directly (tests, and dev hosts that already have it). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  loaded = parseRuntimeConfig(config)
  loading = null
}
