// A second release of one remote, built on its own as a deploy would (the shell and the other remotes
// untouched): a copy of the app's sources whose routes module is replaced by `routes`, which wraps the
// first release's, kept beside it as `./routes-release-1.tsx`.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { repoRoot } from '../../scripts/lib/run.mjs'

export interface Release {
  /** The built release, to serve in place of the app's own dist. */
  dist: string
  /** Removes the copy and its build. */
  dispose(): void
}

export function buildRelease(app: 'mf-admin' | 'mf-rider', routes: string): Release {
  const work = mkdtempSync(path.join(tmpdir(), `shop-${app}-release-`))
  const dispose = () => rmSync(work, { recursive: true, force: true })
  try {
    const appDir = path.join(repoRoot, app)
    cpSync(path.join(appDir, 'src'), path.join(work, 'src'), { recursive: true })
    const routesFile = path.join(work, 'src/app/routes.tsx')
    expect(readFileSync(routesFile, 'utf8')).toContain('export default function')
    renameSync(routesFile, path.join(work, 'src/app/routes-release-1.tsx'))
    writeFileSync(routesFile, routes)
    execFileSync(
      process.execPath,
      [
        path.join(appDir, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '--mode',
        'production',
        '--output-path',
        path.join(work, 'dist'),
      ],
      { cwd: appDir, env: { ...process.env, SHOP_APP_SRC: path.join(work, 'src') }, stdio: 'pipe' },
    )
    return { dist: path.join(work, 'dist'), dispose }
  } catch (error) {
    dispose()
    throw error
  }
}
