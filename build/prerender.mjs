// Build-time pre-rendering of an app's first paint. After the production build has been written, the app's
// prerender module (e.g. mf-storefront/src/app/prerender.tsx) is compiled a second time for Node and run;
// what it returns goes to `prerender.json` beside index.html, for the shell's server to put into the HTML:
// the markup and CSS of the top of a landing page, so that a slow phone paints it before any JavaScript.
//
// The module's default export is called with `{ scripts, chunkFiles, sharedFiles }`: the app's browser
// scripts named in `scripts` (e.g. an early data read), each compiled to one small self-contained string for
// an inline <script>, a function giving a named chunk's files (a lazy page's code, to preload with its HTML),
// and one giving the files of the app's own copy of a shared package (a page's code that no other app loads).
// Asset URLs in the result start with PUBLIC_PATH_TOKEN, which the server replaces with the app's base
// URL; they are checked to exist in the build (same file names: both builds hash the same content).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { compile } from './compile.mjs'
import { ASSET_FILES, ASSET_MODULE_FILENAME, INLINE_ASSET_RULE, resolveOptions, swcRule } from './module-rules.mjs'

export const PUBLIC_PATH_TOKEN = '__SHOP_PUBLIC_PATH__/'

const require = createRequire(import.meta.url)

/** The loaders of the app's own build that matter here: TypeScript/JSX, CSS as text, files as URLs. */
function rules({ target }) {
  return [
    swcRule(),
    // In Node, a stylesheet is its text: the prerender module inlines what the first paint needs.
    target === 'node' ? { test: /\.css$/i, type: 'asset/source' } : { test: /\.css$/i, type: 'css/auto' },
    INLINE_ASSET_RULE,
    { test: ASSET_FILES, resourceQuery: { not: [/inline/] }, type: 'asset/resource', generator: { emit: false } },
  ]
}

function baseConfig(app, outDir) {
  return {
    mode: 'production',
    context: app.dir,
    devtool: false,
    output: {
      path: outDir,
      publicPath: PUBLIC_PATH_TOKEN,
      assetModuleFilename: ASSET_MODULE_FILENAME,
      clean: true,
    },
    resolve: resolveOptions(app.dir),
    experiments: { css: true },
    performance: { hints: false },
  }
}

/** Each browser script as one minified, self-contained string. */
async function compileScripts(app, scripts, work) {
  const names = Object.keys(scripts)
  if (names.length === 0) return {}
  const outDir = path.join(work, 'scripts')
  await compile({
    ...baseConfig(app, outDir),
    target: ['web', 'es2020'],
    entry: Object.fromEntries(names.map((name) => [name, scripts[name]])),
    output: { ...baseConfig(app, outDir).output, filename: '[name].js', iife: true },
    module: { rules: rules({ target: 'web' }) },
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
  })
  return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(outDir, `${name}.js`), 'utf8').trim()]))
}

async function renderModule(app, entry, work) {
  const outDir = path.join(work, 'render')
  await compile({
    ...baseConfig(app, outDir),
    target: 'node20',
    entry: { render: entry },
    output: { ...baseConfig(app, outDir).output, filename: '[name].cjs', library: { type: 'commonjs2' } },
    module: { rules: rules({ target: 'node' }) },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
  })
  const file = path.join(outDir, 'render.cjs')
  delete require.cache[file]
  const module = require(file)
  return module.default ?? module
}

/** Every `PUBLIC_PATH_TOKEN…` URL in the result must be a file of the build. */
function checkAssets(json, distDir) {
  const missing = [...json.matchAll(new RegExp(`${PUBLIC_PATH_TOKEN}([^"'\\\\\\s)]+)`, 'g'))]
    .map((match) => match[1])
    .filter((file) => !existsSync(path.join(distDir, file)))
  if (missing.length > 0) throw new Error(`prerender: not in the build: ${[...new Set(missing)].join(', ')}`)
}

export class PrerenderPlugin {
  /**
   * @param {{ dir: string, distDir: string, entry: string, scripts?: Record<string, string> }} options the
   *   app's folder, its build output, its prerender module, and its inline browser scripts (absolute paths)
   */
  constructor(options) {
    this.options = options
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      const distDir = compilation.outputOptions.path
      // Module Federation builds shared fallbacks with copies of this configuration: only the app's own build.
      if (path.resolve(distDir) !== path.resolve(this.options.distDir)) return
      const work = mkdtempSync(path.join(tmpdir(), 'shop-prerender-'))
      try {
        const app = { dir: this.options.dir }
        const scripts = await compileScripts(app, this.options.scripts ?? {}, work)
        const render = await renderModule(app, this.options.entry, work)
        /** A named chunk's files (e.g. a lazy page's), as URLs for preload hints. */
        const chunkFiles = (name) => {
          const group = compilation.namedChunkGroups.get(name)
          if (!group) throw new Error(`prerender: no chunk named ${name}`)
          return group.getFiles().map((file) => `${PUBLIC_PATH_TOKEN}${file}`)
        }
        /**
         * The files of the app's own copy of a shared package (its provide chunks), as the federation runtime
         * loads them when no other app in the page provides the package: a page that needs it at once preloads them.
         */
        const sharedFiles = (name) => {
          const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true })
          const provides = (chunk) =>
            (chunk.origins ?? []).some((origin) =>
              (origin.moduleIdentifier ?? '').startsWith(`provide shared module (default) ${name}@`),
            )
          const files = chunks.filter(provides).flatMap((chunk) => chunk.files ?? [])
          if (files.length === 0) throw new Error(`prerender: the build provides no shared ${name}`)
          return files.map((file) => `${PUBLIC_PATH_TOKEN}${file}`)
        }
        const json = JSON.stringify(await render({ scripts, chunkFiles, sharedFiles }))
        checkAssets(json, distDir)
        writeFileSync(path.join(distDir, 'prerender.json'), json)
      } finally {
        rmSync(work, { recursive: true, force: true })
      }
    })
  }
}
