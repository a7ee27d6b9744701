// The five apps of the platform (where each lives, its port, how the shell finds it) and the shell
// server's settings: the one definition, used by the shell's server (which runs alone in its container,
// without the repo's scripts/), the build configs, `npm start`, `pnpm dev`, the e2e set-up and
// `pnpm check:production`. Plain JavaScript with JSDoc types, because the set-up scripts import it before
// the workspace is installed, on whatever Node started them; Node built-ins only.

/** The folder that holds shell/ and the remotes' folders: the repo, or the image's /app. */
const appsRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/** @typedef {{ name: string, dir: string, port: number, kind: 'shell' | 'remote', area: string, urlEnv?: string }} App */

/** @type {App[]} */
export const apps = [
  { name: 'shell', dir: 'shell', port: 3000, kind: 'shell', area: '/' },
  { name: 'storefront', dir: 'mf-storefront', port: 3001, kind: 'remote', area: '/', urlEnv: 'REMOTE_STOREFRONT_URL' },
  { name: 'admin', dir: 'mf-admin', port: 3002, kind: 'remote', area: '/admin', urlEnv: 'REMOTE_ADMIN_URL' },
  { name: 'outlet', dir: 'mf-outlet', port: 3003, kind: 'remote', area: '/outlet', urlEnv: 'REMOTE_OUTLET_URL' },
  { name: 'rider', dir: 'mf-rider', port: 3004, kind: 'remote', area: '/rider', urlEnv: 'REMOTE_RIDER_URL' },
]

export const remotes = apps.filter((app) => app.kind === 'remote')

/** @param {string} name */
export function appNamed(name) {
  const app = apps.find((a) => a.name === name)
  if (!app) throw new Error(`no app named "${name}" (known: ${apps.map((a) => a.name).join(', ')})`)
  return app
}

/**
 * Where an app's production build goes: its own dist/, or `$SHOP_DIST_ROOT/<dir>` when set, so that
 * several builds (one per engineer or CI job) can live side by side on one machine.
 * @param {Pick<App, 'dir'>} app
 */
export function distDir(app) {
  const root = process.env.SHOP_DIST_ROOT
  return root ? `${root.replace(/\/+$/, '')}/${app.dir}` : `${appsRoot}/${app.dir}/dist`
}

export const SUPABASE_PORT = 54321

/** The Supabase CLI's well-known local demo anon key (public; signed with its demo JWT secret). */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The host name of the local defaults: PUBLIC_HOST (e.g. the machine's LAN address, so a phone on the same
 * network can open the site), else 127.0.0.1. Never the request's Host header: every URL here is fetched
 * by a server or handed to browsers from a cache, so it must come from configuration alone.
 * @param {Env} env
 */
export function publicHost(env) {
  return env.PUBLIC_HOST || '127.0.0.1'
}

/**
 * The Supabase API URL: SUPABASE_URL, else the local stand-in on PUBLIC_HOST.
 * @param {Env} env
 */
export function supabaseUrlFrom(env) {
  return (env.SUPABASE_URL ?? `http://${publicHost(env)}:${SUPABASE_PORT}`).replace(/\/+$/, '')
}

/**
 * Local mode (SHOP_LOCAL=1, set by npm start, pnpm dev and the e2e run): every setting below may be left
 * out, and the local stand-in and ports are used. Anywhere else the shell's server refuses to start
 * without them, so a deployment never quietly points browsers at a stand-in that is not there.
 * @param {Env} env
 */
export function isLocalMode(env) {
  return env.SHOP_LOCAL === '1' || env.SHOP_LOCAL === 'true'
}

/** The key browsers get: the publishable key, or the legacy anon key. @param {Env} env */
function browserKey(env) {
  return env.SUPABASE_PUBLISHABLE_KEY || env.SUPABASE_ANON_KEY
}

/**
 * What is wrong with the shell server's settings outside local mode, one line each (empty: nothing).
 * A secret key is refused in any mode: config.json hands the key to every browser.
 * @param {Env} env
 * @returns {string[]}
 */
export function settingsProblems(env) {
  const problems = []
  const key = browserKey(env)
  if (key?.startsWith('sb_secret_') || (key && jwtRole(key) === 'service_role')) {
    problems.push(
      'SUPABASE_PUBLISHABLE_KEY / SUPABASE_ANON_KEY holds a secret (service role) key: browsers get this key',
    )
  }
  if (isLocalMode(env)) return problems
  if (!env.SUPABASE_URL) problems.push('SUPABASE_URL is not set (the project URL, https://<ref>.supabase.co)')
  if (!key)
    problems.push('SUPABASE_PUBLISHABLE_KEY is not set (the sb_publishable_… key; or the legacy SUPABASE_ANON_KEY)')
  for (const remote of remotes) {
    if (remote.urlEnv && !env[remote.urlEnv])
      problems.push(`${remote.urlEnv} is not set (where ${remote.name}'s build is)`)
  }
  return problems
}

/** The `role` claim of a JWT-shaped key, if it has one. @param {string} key */
function jwtRole(key) {
  try {
    return JSON.parse(Buffer.from(key.split('.')[1] ?? '', 'base64url').toString('utf8')).role
  } catch {
    return undefined
  }
}

/**
 * config.json, served beside every app's index.html.
 * @param {Env} env
 */
export function runtimeConfig(env) {
  return {
    supabaseUrl: supabaseUrlFrom(env),
    supabaseAnonKey: browserKey(env) ?? DEMO_ANON_KEY,
    // Map tiles (the storefront falls back to OpenStreetMap's when these are not set).
    ...(env.MAP_TILE_URL ? { mapTileUrl: env.MAP_TILE_URL } : {}),
    ...(env.MAP_TILE_ATTRIBUTION ? { mapTileAttribution: env.MAP_TILE_ATTRIBUTION } : {}),
  }
}

/** @param {string} value a remote's base URL or its manifest URL */
function manifestUrl(value) {
  return /\.json(?:[?#].*)?$/.test(value) ? value : `${value.replace(/\/+$/, '')}/mf-manifest.json`
}

/**
 * remotes.json, served beside the shell's index.html: each area's mf-manifest.json URL, from
 * REMOTE_<NAME>_URL (a base or manifest URL) or the remote's default port on PUBLIC_HOST.
 * @param {Env} env
 * @param {number} [portOffset]
 * @returns {Record<string, string>}
 */
export function remotesConfig(env, portOffset = 0) {
  return Object.fromEntries(
    remotes.map((remote) => {
      const override = remote.urlEnv ? env[remote.urlEnv] : undefined
      return [remote.name, manifestUrl(override ?? `http://${publicHost(env)}:${remote.port + portOffset}`)]
    }),
  )
}
