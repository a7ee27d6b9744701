// @ts-check
// The five apps of the platform (where each lives, its port, how the shell finds it) and the shell
// server's settings: the one definition, used by the shell's server (which runs alone in its container,
// without the repo's scripts/), the build configs, `npm start`, `pnpm dev`, the e2e set-up and
// `pnpm check:production`, as @shop/shell/apps. Plain JavaScript with JSDoc types, checked by the shell's
// type check, because the set-up scripts import it before the workspace is installed, on whatever Node
// started them; Node built-ins only.

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
 * One setting a deployment gives in its environment, as `pnpm check:production` and the servers check it.
 * `required`: must be set in production (a function: depends on the others); `problem`: what is wrong
 * with a value that is set, if anything; `everywhere`: that problem is refused in local mode too.
 * @typedef {{
 *   name: string,
 *   about: string,
 *   example: string,
 *   required: boolean | ((env: Env) => boolean),
 *   problem?: (value: string, env: Env) => string | undefined,
 *   everywhere?: boolean,
 * }} Setting
 */

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/

/**
 * What is wrong with a URL that browsers of the shop's https pages load: it must be absolute and https
 * (plain http only on this machine, for tests).
 * @param {string} value
 * @returns {string | undefined}
 */
export function publicUrlProblem(value) {
  let url
  try {
    url = new URL(value)
  } catch {
    return `is not a URL ("${value}")`
  }
  if (url.protocol === 'https:') return undefined
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined
  return `must be an https:// URL ("${value}")`
}

/** @param {string} key */
function isSecretKey(key) {
  return key.startsWith('sb_secret_') || jwtRole(key) === 'service_role'
}

/** @type {Setting[]} */
export const shellSettings = [
  {
    name: 'SUPABASE_URL',
    about: "the hosted project's API URL",
    example: 'https://<project-ref>.supabase.co',
    required: true,
    problem: publicUrlProblem,
  },
  {
    name: 'SUPABASE_PUBLISHABLE_KEY',
    about: 'the key browsers get (sb_publishable_…; or the legacy SUPABASE_ANON_KEY)',
    example: 'sb_publishable_…',
    required: (env) => !env.SUPABASE_ANON_KEY,
    problem: (value) => (isSecretKey(value) ? 'holds a secret (service role) key: browsers get this key' : undefined),
    everywhere: true,
  },
  {
    name: 'SUPABASE_ANON_KEY',
    about: 'the legacy anon key, used when SUPABASE_PUBLISHABLE_KEY is not set',
    example: 'eyJ…',
    required: false,
    problem: (value) => (isSecretKey(value) ? 'holds a secret (service role) key: browsers get this key' : undefined),
    everywhere: true,
  },
  ...remotes.map(
    /** @returns {Setting} */ (remote) => ({
      name: /** @type {string} */ (remote.urlEnv),
      about: `where ${remote.name}'s build is (its folder or its mf-manifest.json)`,
      example: `https://cdn.example.ug/${remote.name}/`,
      required: true,
      problem: publicUrlProblem,
    }),
  ),
  {
    name: 'MAP_TILE_URL',
    about: "the checkout map's tiles; not set: OpenStreetMap's public tiles (light use only)",
    example: 'https://tiles.example.ug/{z}/{x}/{y}.png',
    required: false,
    problem: (value) =>
      publicUrlProblem(value.replace(/[{}]/g, '')) ??
      (['{z}', '{x}', '{y}'].every((part) => value.includes(part)) ? undefined : 'must contain {z}, {x} and {y}'),
  },
  {
    name: 'MAP_TILE_ATTRIBUTION',
    about: "the tiles' attribution, shown on the map; required with MAP_TILE_URL",
    example: '© OpenStreetMap contributors',
    required: (env) => Boolean(env.MAP_TILE_URL),
  },
  {
    name: 'HOST',
    about: 'the interface the server listens on; not set: 127.0.0.1 (the container image sets 0.0.0.0)',
    example: '0.0.0.0',
    required: false,
  },
  {
    name: 'PORT_OFFSET',
    about: "added to the shell's port 3000; not set: 0",
    example: '0',
    required: false,
    problem: (value) => (/^\d+$/.test(value) ? undefined : `must be a whole number ("${value}")`),
  },
]

/**
 * What is wrong with the settings in `catalogue` for production, one line each, each starting with the
 * setting's name (empty: nothing).
 * @param {Setting[]} catalogue
 * @param {Env} env
 * @returns {string[]}
 */
export function catalogueProblems(catalogue, env) {
  const problems = []
  for (const setting of catalogue) {
    const value = env[setting.name]?.trim()
    const required = typeof setting.required === 'function' ? setting.required(env) : setting.required
    if (!value) {
      if (required) problems.push(`${setting.name} is not set (${setting.about}; e.g. ${setting.example})`)
      continue
    }
    const problem = setting.problem?.(value, env)
    if (problem) problems.push(`${setting.name} ${problem}`)
  }
  return problems
}

/**
 * What is wrong with the shell server's settings, one line each (empty: nothing). In local mode only a
 * secret key is refused (config.json hands the key to every browser); anywhere else every setting above.
 * @param {Env} env
 * @returns {string[]}
 */
export function settingsProblems(env) {
  if (!isLocalMode(env)) return catalogueProblems(shellSettings, env)
  const everywhere = shellSettings.filter((setting) => setting.everywhere)
  return catalogueProblems(
    everywhere.map((setting) => ({ ...setting, required: false })),
    env,
  )
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
