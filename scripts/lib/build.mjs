// The production build of the five apps (`pnpm build`), for `npm start` and `npm test`.
import { spawnSync } from 'node:child_process'
import { pnpmCommand } from './pnpm.mjs'
import { log, repoRoot } from './run.mjs'

/**
 * Builds the apps; true when the build succeeded. A failed build runs once more: Rspack's native side has
 * been seen to abort (SIGABRT) right after "compiled successfully" on a loaded machine, while an error in
 * the code fails both times.
 */
export function buildApps(env = process.env) {
  const [cmd, ...pre] = pnpmCommand
  for (let attempt = 1; attempt <= 2; attempt++) {
    const { status } = spawnSync(cmd, [...pre, 'build'], { stdio: 'inherit', cwd: repoRoot, env })
    if (status === 0) return true
    if (attempt === 1)
      log('The build failed; running it once more to tell a crash of the bundler from an error in the code')
  }
  return false
}
