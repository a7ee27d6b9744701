// Reads the Module Federation runtime's share scope in the page: for each shared package, which copies
// are loaded, who provided them, and which apps use them.
import type { Page } from '@playwright/test'

export interface LoadedShare {
  pkg: string
  version: string
  from: string
  useIn: string[]
}

export function loadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate(() => {
    type Copy = { loaded?: boolean; lib?: unknown; useIn?: string[] }
    // A tree-shaken package keeps its loaded copy under `treeShaking`.
    type Entry = Copy & { from?: string; treeShaking?: Copy }
    const isLoaded = (copy?: Copy) => Boolean(copy && (copy.loaded || typeof copy.lib === 'function'))
    const federation = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
      .__FEDERATION__
    const seen = new Map<Entry, { pkg: string; version: string }>()
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values((instance ?? {}) as Record<string, Record<string, Record<string, Entry>>>)) {
        for (const [pkg, versions] of Object.entries(scope ?? {})) {
          for (const [version, entry] of Object.entries(versions ?? {})) {
            if (entry && (isLoaded(entry) || isLoaded(entry.treeShaking))) seen.set(entry, { pkg, version })
          }
        }
      }
    }
    return [...seen].map(([entry, { pkg, version }]) => ({
      pkg,
      version,
      from: entry.from ?? '',
      useIn: [...(entry.useIn ?? []), ...(entry.treeShaking?.useIn ?? [])],
    }))
  })
}
