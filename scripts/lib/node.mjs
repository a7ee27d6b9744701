// The project's own processes run on the Node.js pinned in the root package.json (`devDependencies.node`:
// the `node` package on the npm registry ships the binary), whatever Node started `npm start`, `npm test`
// or `pnpm dev`. So a machine with only Node 20 and npm needs nothing else: the first run installs the
// workspace (which fetches the pinned Node) and then runs itself again on it.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { installDependencies } from './pnpm.mjs'
import { log, repoRoot } from './run.mjs'

export const pinnedNode = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')).devDependencies.node
const installedBinary = `${repoRoot}/node_modules/node/bin/node`

/** The directory of `binary` put first on PATH, so that every `#!/usr/bin/env node` below us finds it. */
function pathWith(binary) {
  const dir = path.dirname(realpathSync(binary))
  const rest = (process.env.PATH ?? '').split(path.delimiter).filter((entry) => entry && entry !== dir)
  return [dir, ...rest].join(path.delimiter)
}

/**
 * Returns when this process runs on the pinned Node; otherwise installs the workspace (which brings the
 * pinned Node), runs this same script with the same arguments on it, and exits with its exit code.
 * Either way, children started from here on (pnpm, Vitest, Playwright, Rspack, the stand-in) run on it.
 */
export async function onPinnedNode() {
  if (process.versions.node === pinnedNode) {
    process.env.PATH = pathWith(process.execPath)
    return
  }
  log(`This is Node ${process.versions.node}; the project runs on Node ${pinnedNode} (from the npm registry)`)
  // Engines are checked against the Node the project will run on, not the one doing this first install.
  installDependencies([`--config.node-version=${pinnedNode}`])
  if (!existsSync(installedBinary)) throw new Error(`pnpm install did not provide ${installedBinary}`)
  const child = spawn(installedBinary, [process.argv[1], ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWith(installedBinary) },
  })
  // Ctrl-C reaches the child through the terminal's process group; a SIGTERM sent to us alone is passed on.
  process.on('SIGINT', () => {})
  process.on('SIGTERM', () => child.kill('SIGTERM'))
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal === 'SIGINT' ? 130 : 1))),
  )
  process.exit(code)
}
