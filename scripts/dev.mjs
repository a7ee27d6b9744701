// `pnpm dev`: the local Supabase stand-in plus every app's Rspack dev server with hot reload, on the
// same ports as `npm start` (3000 the shell, 3001-3004 the remotes, 54321 Supabase). Ctrl-C stops all.
import { spawn } from 'node:child_process'
import { answers, apps, SUPABASE_PORT, waitForHttp } from './lib/apps.mjs'
import { installDependencies, pnpmCommand } from './lib/pnpm.mjs'
import { log, repoRoot } from './lib/run.mjs'

installDependencies()

const children = []
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 1500).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

function start(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
  const forward = (stream, out) =>
    stream.on('data', (chunk) => out.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `)))
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

const supabaseUrl = `http://127.0.0.1:${SUPABASE_PORT}`
if (await answers(`${supabaseUrl}/`)) {
  log(`Supabase already answers at ${supabaseUrl}; using it`)
} else {
  const supabase = start(
    'supabase',
    process.execPath,
    [
      `${repoRoot}/supabase/local/bin/supabase-local.mjs`,
      'start',
      '--workdir',
      repoRoot,
      '--data',
      `${repoRoot}/.data/supabase`,
    ],
    `${repoRoot}/supabase/local`,
  )
  await waitForHttp(`${supabaseUrl}/`, { isDead: () => supabase.exitCode !== null, what: 'supabase-local' })
}

const [pnpmBin, ...pnpmPre] = pnpmCommand
for (const app of apps) {
  start(app.name, pnpmBin, [...pnpmPre, 'run', 'dev'], `${repoRoot}/${app.dir}`)
}
log(
  `Dev servers starting: shop at http://127.0.0.1:${apps[0].port}, remotes on ${apps
    .slice(1)
    .map((a) => a.port)
    .join(', ')}, Supabase at ${supabaseUrl}. Ctrl-C stops everything.`,
)
