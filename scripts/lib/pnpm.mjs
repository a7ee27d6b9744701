// Bootstraps the pinned pnpm with nothing but Node and npm on the machine.

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { log, repoRoot, run } from './run.mjs'

const pinned = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')).packageManager.split('@')[1]

function pnpmOnPath() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  return !result.error && result.status === 0 && result.stdout.trim() === pinned
}

/** The command that runs the pinned pnpm: a matching one on PATH, else `npx -y pnpm@<pinned>`. */
export const pnpmCommand = pnpmOnPath() ? ['pnpm'] : ['npx', '-y', `pnpm@${pinned}`]

export function pnpm(args, options) {
  const [cmd, ...pre] = pnpmCommand
  return run(cmd, [...pre, ...args], options)
}

/**
 * Installs workspace dependencies; a no-op in a few seconds when they are up to date.
 * @param {string[]} [extra] more options for `pnpm install`
 */
export function installDependencies(extra = []) {
  log(`Installing dependencies with pnpm ${pinned}`)
  // Under CI=true pnpm installs frozen by itself and refuses an outdated lockfile. The explicit
  // --frozen-lockfile flag would also demand that pnpm-lock.yaml record the pinned pnpm
  // (packageManagerDependencies), which pnpm 12.21.0 never writes for a plain packageManager pin.
  pnpm(['install', '--reporter=append-only', ...extra])
}
