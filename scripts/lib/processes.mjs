// The long-running processes of `npm start` and `pnpm dev`: each one's output prefixed with its name, and
// all of them stopped together, on Ctrl-C or as soon as one of them stops by itself.
import { spawn } from 'node:child_process'
import { answers, SUPABASE_PORT, waitForHttp } from './apps.mjs'
import { log, repoRoot } from './run.mjs'
import { ensureSeedPhotos } from './seed-photos.mjs'

export const supabaseUrl = `http://127.0.0.1:${SUPABASE_PORT}`

/**
 * Stops every child on SIGINT/SIGTERM or when one exits unasked; `onStop` runs once as they are stopped.
 * @param {{ onStop?: () => void }} [options]
 */
export function createSupervisor({ onStop = () => {} } = {}) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = []
  let stopping = false

  function stopAll(code = 0) {
    if (stopping) return
    stopping = true
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
    onStop()
    // Node may exit by itself once the children are gone, before the time-out: it must still say why.
    process.exitCode = code
    setTimeout(() => process.exit(code), 1500).unref()
  }
  process.on('SIGINT', () => stopAll(0))
  process.on('SIGTERM', () => stopAll(0))

  /**
   * @param {string} name prefix of its output lines
   * @param {string} cmd
   * @param {string[]} args
   * @param {string} cwd
   */
  function start(name, cmd, args, cwd) {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
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

  return { start, stopAll }
}

/**
 * Starts the local Supabase stand-in under `supervisor` unless one already answers; resolves once it does.
 * @param {ReturnType<typeof createSupervisor>} supervisor
 */
export async function ensureSupabase(supervisor) {
  if (await answers(`${supabaseUrl}/`)) {
    log(`Supabase already answers at ${supabaseUrl}; using it`)
    return
  }
  log('Starting the local Supabase stand-in')
  ensureSeedPhotos()
  const supabase = supervisor.start(
    'supabase',
    process.execPath,
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
  await storeMailDispatch(supabaseUrl)
}

/**
 * What a deploy does once: one call of the mail sender with the service role key stores where the database
 * wakes it, so the mails queued from the start (a sign-up's welcome mail) go out. A failure is only logged.
 * @param {string} url the Supabase API
 */
export async function storeMailDispatch(url) {
  try {
    const { DEMO_SERVICE_ROLE_KEY: key } = await import('@shop/supabase-local/config/defaults')
    const response = await fetch(`${url}/functions/v1/transactional-mail/dispatch`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{}',
    })
    if (!response.ok) log(`The mail sender answered ${response.status}: ${await response.text()}`)
  } catch (error) {
    log(`The mail sender could not be reached: ${error instanceof Error ? error.message : error}`)
  }
}
