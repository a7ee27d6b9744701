// The workspace's packages, read from pnpm-workspace.yaml and each package.json (no dependencies needed).
import { existsSync, readFileSync } from 'node:fs'
import { repoRoot } from './run.mjs'

export function workspacePackages() {
  const yaml = readFileSync(`${repoRoot}/pnpm-workspace.yaml`, 'utf8')
  const dirs = [...yaml.matchAll(/^\s+-\s+([^\s#]+)\s*$/gm)].map((m) => m[1].replace(/^['"]|['"]$/g, ''))
  return dirs
    .filter((dir) => existsSync(`${repoRoot}/${dir}/package.json`))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(`${repoRoot}/${dir}/package.json`, 'utf8'))
      return { dir, name: pkg.name, scripts: pkg.scripts ?? {} }
    })
}
