// Small process helpers for the set-up scripts. They run before `pnpm install`, so Node built-ins only.
import { spawn, spawnSync } from 'node:child_process'

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/** Runs a command to completion with inherited output; throws when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
  }
  return result
}

/** Runs a command and returns its exit code (output inherited); never throws on failure. */
export function runStatus(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options })
    child.on('error', () => resolve(127))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

/** True when `cmd` can be executed (found on PATH and runs). */
export function has(cmd, args = ['--version']) {
  const result = spawnSync(cmd, args, { stdio: 'ignore' })
  return !result.error && result.status === 0
}

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`)
}
