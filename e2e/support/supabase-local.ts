// A throw-away Supabase stand-in over the repo's own supabase/ folder (migrations and seed), started
// fresh (--reset, new data folder) for a test run.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_SERVICE_ROLE_KEY } from '@shop/supabase-local/config/defaults'
import { storeMailDispatch } from '../../scripts/lib/processes.mjs'
import { repoRoot } from '../../scripts/lib/run.mjs'
import { ensureSeedPhotos } from '../../scripts/lib/seed-photos.mjs'

export interface SupabaseLocal {
  url: string
  stop(): Promise<void>
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`supabase-local exited with ${child.exitCode}:\n${output()}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`supabase-local did not answer at ${url} within ${timeoutMs} ms:\n${output()}`)
}

/**
 * The journeys place many orders with the demo customer: the shop's limits on unconfirmed orders
 * (settings, production values in the migration) are raised for the run, as an admin could.
 */
async function raiseOrderLimits(url: string) {
  const response = await fetch(`${url}/rest/v1/settings?id=eq.true`, {
    method: 'PATCH',
    headers: {
      apikey: DEMO_SERVICE_ROLE_KEY,
      authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ max_unconfirmed_orders: 100, max_unconfirmed_units_per_product: 1000 }),
  })
  if (!response.ok) throw new Error(`could not raise the order limits: ${response.status} ${await response.text()}`)
}

export async function startSupabaseLocal(port: number, timeoutMs = 120_000): Promise<SupabaseLocal> {
  ensureSeedPhotos()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-supabase-'))
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'supabase/local/bin/supabase-local.mjs'),
      'start',
      '--workdir',
      repoRoot,
      // The shipped config.toml keeps production rate limits; the suite signs in from one address all day.
      '--config-override',
      path.join(repoRoot, 'supabase/tests/raised-limits.config.toml'),
      '--port',
      String(port),
      '--data',
      dataDir,
      '--reset',
    ],
    { cwd: path.join(repoRoot, 'supabase/local'), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (child.exitCode === null) {
        child.kill('SIGKILL')
        await exited
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilAnswering(`${url}/`, child, () => log, timeoutMs)
    await raiseOrderLimits(url)
    await storeMailDispatch(url)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
