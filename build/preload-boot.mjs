// Adds <link rel="preload"> for what the async bootstrap needs (the `bootstrap` chunk and the shared
// libraries it consumes) to index.html, so the browser fetches them together with the entry instead of
// one round trip later: on a 562.5 ms-per-request phone network every serial request counts.
import { rspack } from '@rspack/core'

/**
 * The async bootstrap. (Preloading the antd theme chunk too was measured: same LCP, later FCP, because on
 * Slow 4G the bytes, not the round trips, then bound the first paint.)
 */
const BOOT_CHUNKS = ['bootstrap']

/** Chunk groups a consume-shared fallback opens (not lazy `import()`s of our own code). */
function isSharedFallback(group) {
  return group.origins.some(
    (origin) =>
      origin.module?.constructor?.name === 'ConsumeSharedModule' ||
      /^consume[-_ ]shared/i.test(origin.module?.identifier?.() ?? ''),
  )
}

/** The boot chunks and, transitively, the shared libraries they (and those) consume. */
export function bootFiles(compilation) {
  const files = new Set()
  const seen = new Set()
  const visit = (group) => {
    for (const child of group.childrenIterable) {
      if (seen.has(child) || !isSharedFallback(child)) continue
      seen.add(child)
      for (const file of child.getFiles()) files.add(file)
      visit(child)
    }
  }
  for (const name of BOOT_CHUNKS) {
    const group = compilation.namedChunkGroups.get(name)
    if (!group) continue
    for (const file of group.getFiles()) files.add(file)
    visit(group)
  }
  return [...files].filter((file) => /\.(?:js|css)$/.test(file))
}

export class PreloadBootPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadBootPlugin',
        async (data) => {
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : ''
          const base = publicPath === 'auto' ? '' : publicPath
          const links = bootFiles(compilation).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: {
              rel: 'preload',
              href: `${base}${file}`,
              // No crossorigin: these files come from the page's own origin, and Rspack's loader sets
              // crossOrigin only on cross-origin chunks; a mismatch would download each file twice.
              as: file.endsWith('.css') ? 'style' : 'script',
            },
          }))
          data.assetTags.styles = [...links, ...data.assetTags.styles]
          return data
        },
      )
    })
  }
}
