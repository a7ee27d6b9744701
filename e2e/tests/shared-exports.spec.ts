// antd and react-router are shared tree-shaken (Module Federation 2, runtime-infer). The page keeps
// one copy only while every app's build holds the same exports; an app that starts using another export
// must add it to the platform's list, or it would load a second copy beside the shell's.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { TREE_SHAKEN } from '@shop/build/federation'
import { apps, distDir } from '@shop/shell/apps'

test("every app builds the tree-shaken singletons with the platform's one export list, so one copy serves them all", () => {
  const checked = new Map<string, string[]>()
  for (const app of apps) {
    const stats = JSON.parse(readFileSync(`${distDir(app)}/mf-manifest-stats.json`, 'utf8')) as {
      shared: { name: string; usedExports?: string[] }[]
    }
    for (const [pkg, list] of Object.entries(TREE_SHAKEN)) {
      const shared = stats.shared.find((s) => s.name === pkg)
      if (!shared) continue
      checked.set(pkg, [...(checked.get(pkg) ?? []), app.name])
      const extra = (shared.usedExports ?? []).filter((name) => !list.includes(name))
      expect(extra, `${app.name} uses ${pkg} exports outside build/federation.mjs TREE_SHAKEN`).toEqual([])
    }
  }
  // The shell and the storefront both share every tree-shaken package, so the check above really ran.
  for (const pkg of Object.keys(TREE_SHAKEN)) {
    expect(checked.get(pkg), `apps sharing ${pkg}`).toEqual(expect.arrayContaining(['shell', 'storefront']))
  }
})
