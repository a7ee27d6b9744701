// `npm start`: installs what is missing, builds, then runs the local Supabase stand-in (:54321) and the
// five apps' production builds (:3000-3004) until Ctrl-C. A second `npm start` while one runs says so
// and leaves it alone.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { answers, apps, SUPABASE_PORT, waitForHttp } from './lib/apps.mjs'
import { installDependencies, pnpm } from './lib/pnpm.mjs'
import { log, repoRoot } from './lib/run.mjs'

const pidFile = `${repoRoot}/.data/start.pid`
const supabaseUrl = `http://127.0.0.1:${SUPABASE_PORT}`
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
pnpm(['build'])

mkdirSync(`${repoRoot}/.data`, { recursive: true })
writeFileSync(pidFile, String(process.pid))

const children = []
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  rmSync(pidFile, { force: true })
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

function start(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = `[${name}] `
  const forward = (stream, out) => stream.on('data', (chunk) => out.write(String(chunk).replace(/^(?=.)/gm, prefix)))
  forward(child.stdout, process.stdout)
  forward(child.stderr, process.stderr)
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the rest.`)
      stopAll(1)
    }
  })
  children.push(child)
  return child
}

try {
  if (await answers(`${supabaseUrl}/`)) {
    log(`Supabase already answers at ${supabaseUrl}; using it`)
  } else {
    log('Starting the local Supabase stand-in')
    const supabase = start(
      'supabase',
      [
        `${repoRoot}/supabase/local/bin/supabase-local.mjs`,
        'start',
        '--workdir',
        repoRoot,
        '--data',
        `${repoRoot}/.data/supabase`,
        '--port',
        String(SUPABASE_PORT),
      ],
      `${repoRoot}/supabase/local`,
    )
    await waitForHttp(`${supabaseUrl}/`, { isDead: () => supabase.exitCode !== null, what: 'supabase-local' })
  }
  log('Serving the apps')
  const servers = start('apps', [`${repoRoot}/shell/bin/serve.mjs`], `${repoRoot}/shell`)
  await waitForHttp(`http://127.0.0.1:${shell.port}/config.json`, {
    isDead: () => servers.exitCode !== null,
    what: 'the app servers',
    timeoutMs: 30_000,
  })
  log('Ready. Ctrl-C stops everything.')
  printUrls()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stopAll(1)
}
