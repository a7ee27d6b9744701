// `pnpm check:production`'s rules: every setting of the shell's server (its container's environment) and
// of the Edge Functions (the project's secrets), each reported as set, missing, malformed or left to its
// default, and each function's `verify_jwt` in supabase/config.toml, which its deploy takes. The lists
// themselves live with the code that reads the settings (shell/server/apps.mjs,
// supabase/functions/_shared/production-settings.ts). Runs on Node 24 (imports TypeScript).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { catalogueProblems, shellSettings } from '@shop/shell/apps'
import { functionSettings } from '@shop/supabase/functions/production-settings'
import { FUNCTION_NAME, functionExists, functionsDir, readFunctionsConfig } from '@shop/supabase-local/functions/config'

/** @typedef {Record<string, string | undefined>} Env */
/** @typedef {{ name: string, verifyJwt: boolean }} DeployedFunction */
/** @typedef {{ name: string, state: 'ok' | 'missing' | 'malformed' | 'default' | 'local only' | 'refuses sessions', detail: string }} Row */

const repoRoot = path.resolve(import.meta.dirname, '../..')

/**
 * The project's functions as `supabase functions deploy` finds them, each with its config.toml `verify_jwt`.
 * @returns {DeployedFunction[]}
 */
export function projectFunctions(workdir = repoRoot) {
  const config = readFunctionsConfig(workdir)
  return readdirSync(functionsDir(workdir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FUNCTION_NAME.test(entry.name) && functionExists(config(entry.name)))
    .map((entry) => ({ name: entry.name, verifyJwt: config(entry.name).verifyJwt }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The platform's `verify_jwt` knows only the legacy JWT secret: on a project whose sessions are signed with
 * its signing keys (ES256, every new project) it refuses them all. Every function verifies its callers
 * itself (supabase/functions/_shared/auth.ts), so each must be deployed with it off.
 * @param {DeployedFunction[]} functions
 * @returns {Row[]}
 */
function jwtCheckRows(functions) {
  return functions.map(({ name, verifyJwt }) =>
    verifyJwt
      ? {
          name: `functions.${name}`,
          state: 'refuses sessions',
          detail: `verify_jwt is on (the default): set [functions.${name}] verify_jwt = false, and verify callers in the function`,
        }
      : { name: `functions.${name}`, state: 'ok', detail: 'verify_jwt = false' },
  )
}

/**
 * Supabase Auth's own mail (confirmations, password recovery) goes out over the shop's SMTP server: the
 * platform's built-in sender is for trying a project out only. config.toml's production remote reads
 * these with env(…) when `supabase config push` applies it (docs/DEPLOY.md).
 * @type {import('@shop/shell/apps').Setting[]}
 */
const authSmtpSettings = [
  {
    name: 'SMTP_HOST',
    about: 'the SMTP server Auth sends its mail through (on port 465, TLS, as docs/DEPLOY.md sets it)',
    example: 'smtp.resend.com',
    required: true,
  },
  { name: 'SMTP_USER', about: 'its user name', example: 'resend', required: true },
  { name: 'SMTP_PASS', about: 'its password or API key', example: 're_…', required: true },
  {
    name: 'SMTP_ADMIN_EMAIL',
    about: "Auth mail's sender address",
    example: 'accounts@shop.example.ug',
    required: true,
    problem: (value) => (/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value) ? undefined : `is not an address ("${value}")`),
  },
  { name: 'SMTP_SENDER_NAME', about: "Auth mail's sender name", example: 'Kampala Meats', required: true },
]

/** Settings of local development that a production environment must not carry. */
const LOCAL_ONLY = [
  { name: 'SHOP_LOCAL', detail: "makes the shell's server fall back to the local stand-in and ports" },
  { name: 'PUBLIC_HOST', detail: "names this machine in the shell server's local defaults" },
  { name: 'SUPABASE_LOCAL', detail: "makes the functions fall back to the stand-in's sandbox, outbox and 127.0.0.1" },
]

/**
 * @param {import('@shop/shell/apps').Setting[] | typeof functionSettings} catalogue
 * @param {Env} env
 * @returns {Row[]}
 */
function rows(catalogue, env) {
  return catalogue.map((setting) => {
    const value = env[setting.name]?.trim()
    if ('localOnly' in setting && setting.localOnly) {
      return value
        ? { name: setting.name, state: 'local only', detail: `${setting.about}: never on a hosted project` }
        : { name: setting.name, state: 'ok', detail: 'not set (local development only)' }
    }
    const [problem] = catalogueProblems([setting], env)
    if (!value) {
      return problem
        ? { name: setting.name, state: 'missing', detail: `${setting.about}; e.g. ${setting.example}` }
        : { name: setting.name, state: 'default', detail: setting.about }
    }
    if (problem) return { name: setting.name, state: 'malformed', detail: problem.slice(setting.name.length + 1) }
    return { name: setting.name, state: 'ok', detail: 'set' }
  })
}

/**
 * Every setting, grouped by where it goes, and the problems among them (empty: ready to deploy).
 * @param {Env} env
 * @param {DeployedFunction[]} functions
 */
export function checkProduction(env, functions = projectFunctions()) {
  const groups = [
    { title: "Shell server (the container's environment)", rows: rows(shellSettings, env) },
    { title: 'Edge Functions (supabase secrets set)', rows: rows(functionSettings, env) },
    { title: "Edge Functions' verify_jwt (supabase/config.toml, taken by the deploy)", rows: jwtCheckRows(functions) },
    { title: "Auth's mail (custom SMTP, applied by supabase config push)", rows: rows(authSmtpSettings, env) },
    {
      title: 'Local development only (must not be set)',
      rows: LOCAL_ONLY.map(({ name, detail }) =>
        env[name]?.trim()
          ? /** @type {Row} */ ({ name, state: 'local only', detail })
          : /** @type {Row} */ ({ name, state: 'ok', detail: 'not set' }),
      ),
    },
  ]
  const problems = groups.flatMap((group) =>
    group.rows.filter((row) => ['missing', 'malformed', 'local only', 'refuses sessions'].includes(row.state)),
  )
  return { groups, problems }
}

/** @param {ReturnType<typeof checkProduction>} result */
export function formatReport({ groups, problems }) {
  const label = {
    ok: 'ok',
    missing: 'MISSING',
    malformed: 'MALFORMED',
    default: 'default',
    'local only': 'REMOVE',
    'refuses sessions': 'FIX',
  }
  const lines = []
  for (const group of groups) {
    lines.push(group.title)
    for (const row of group.rows) lines.push(`  ${label[row.state].padEnd(10)}${row.name.padEnd(31)}${row.detail}`)
    lines.push('')
  }
  lines.push(
    problems.length === 0
      ? 'Ready: every required setting is set and well formed.'
      : `Not ready: ${problems.length} setting${problems.length === 1 ? '' : 's'} to fix (${problems.map((row) => row.name).join(', ')}).`,
  )
  return lines.join('\n')
}

/**
 * The settings of an env file: `NAME=value` lines, `#` comments, optional `export `, values optionally
 * in single or double quotes.
 * @param {string} text
 * @returns {Env}
 */
export function parseEnvFile(text) {
  /** @type {Env} */
  const env = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match) continue
    const [, name, raw] = /** @type {[string, string, string]} */ (match)
    const quoted = /^(['"])(.*)\1$/.exec(raw)
    env[name] = quoted ? quoted[2] : raw.replace(/\s+#.*$/, '')
  }
  return env
}
