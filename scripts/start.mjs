// `npm start`: installs what is missing, builds, then runs the local Supabase stand-in (:54321) and the
// five apps' production builds (:3000-3004) until Ctrl-C. A second `npm start` while one runs says so
// and leaves it alone.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { answers, apps, waitForHttp } from './lib/apps.mjs'
import { buildApps } from './lib/build.mjs'
import { onPinnedNode } from './lib/node.mjs'
import { installDependencies } from './lib/pnpm.mjs'
import { createSupervisor, ensureSupabase, supabaseUrl } from './lib/processes.mjs'
import { log, repoRoot } from './lib/run.mjs'

await onPinnedNode()
// Local mode: the servers below may default to the local stand-in and ports (shell/server/apps.mjs).
process.env.SHOP_LOCAL ??= '1'
// The shell's server on this machine is the proxy in front of the functions (its /api): the geocoder
// counts each visitor by the address the shell reports, trusted only from the shell's address.
process.env.GEOCODE_TRUSTED_PROXIES ??= '127.0.0.1, ::1'

const pidFile = `${repoRoot}/.data/start.pid`
const shell = apps[0]

function printUrls() {
  console.log(`
  Shop (shell)       http://127.0.0.1:${shell.port}
${apps
  .slice(1)
  .map((app) => `  ${`Remote ${app.name}`.padEnd(19)}http://127.0.0.1:${app.port}/mf-manifest.json`)
  .join('\n')}
  Supabase API       ${supabaseUrl}
  Mail outbox        ${supabaseUrl}/mail
  SMS sandbox        ${supabaseUrl}/sms

  Demo accounts: customer@example.com, admin@example.com, outlet@example.com, rider@example.com
  (password demo-pass-2026)
`)
}

function runningStart() {
  if (!existsSync(pidFile)) return null
  const pid = Number(readFileSync(pidFile, 'utf8'))
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    rmSync(pidFile, { force: true })
    return null
  }
}

const running = runningStart()
if (running) {
  log(`The shop is already running (npm start, pid ${running}); leaving it as it is.`)
  printUrls()
  process.exit(0)
}
const busy = []
for (const app of apps) if (await answers(`http://127.0.0.1:${app.port}/`)) busy.push(`${app.name} (:${app.port})`)
if (busy.length > 0) {
  console.error(`Ports in use by another program: ${busy.join(', ')}. Stop it, then run npm start again.`)
  process.exit(1)
}

installDependencies()
log('Building the five apps')
if (!buildApps()) {
  console.error('The build failed (its errors are above). Mend them, then run npm start again.')
  process.exit(1)
}

mkdirSync(`${repoRoot}/.data`, { recursive: true })
writeFileSync(pidFile, String(process.pid))

const supervisor = createSupervisor({ onStop: () => rmSync(pidFile, { force: true }) })

try {
  await ensureSupabase(supervisor)
  log('Serving the apps')
  const servers = supervisor.start('apps', process.execPath, [`${repoRoot}/shell/bin/serve.mjs`], `${repoRoot}/shell`)
  await waitForHttp(`http://127.0.0.1:${shell.port}/config.json`, {
    isDead: () => servers.exitCode !== null,
    what: 'the app servers',
    timeoutMs: 30_000,
  })
  log('Ready. Ctrl-C stops everything.')
  printUrls()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  supervisor.stopAll(1)
}
