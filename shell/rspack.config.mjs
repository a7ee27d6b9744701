import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { rspack } from '@rspack/core'
import { swcRule } from '@shop/build/module-rules'
import { createAppConfig } from '@shop/build/rspack-app'
import * as platform from './server/apps.mjs'

const app = createAppConfig(platform, {
  dir: import.meta.dirname,
  name: 'shell',
  title: 'Kampala Meats — premium meats delivered in Kampala',
  // The navigation and layout CSS of a pre-rendered first paint (see src/features/prerender).
  prerender: {
    entry: 'features/prerender/frame.tsx',
    scripts: { 'personalise-nav': 'features/prerender/personalise-nav.ts' },
  },
})

/**
 * What the worker keeps of the shell for a rider page to open offline (its SHELL_BUILD): every hashed file
 * of the shell's build (outputPath/static/{js,css}), and the names of the shared modules the shell provides
 * (its mf-manifest.json), whose chunks the rider remote then need not bring.
 * @param {string} outputPath
 */
function shellBuild(outputPath) {
  const files = ['js', 'css'].flatMap((kind) =>
    readdirSync(path.join(outputPath, 'static', kind))
      .filter((name) => /\.[0-9a-f]{10}\.(?:js|css)$/.test(name))
      .map((name) => `/static/${kind}/${name}`),
  )
  const manifest = JSON.parse(readFileSync(path.join(outputPath, 'mf-manifest.json'), 'utf8'))
  const shared = (manifest.shared ?? []).map((/** @type {{ name: string }} */ module) => module.name)
  return { files, shared }
}

/** Writes shellBuild() into the built worker, in place of its '__SHELL_BUILD__' string. */
class ShellBuildPlugin {
  /** @param {string} outputPath */
  constructor(outputPath) {
    this.outputPath = outputPath
  }
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellBuildPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellBuildPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('service-worker.js')
          if (!asset) throw new Error('service-worker.js was not built')
          const source = asset.source.source().toString()
          const build = JSON.stringify(JSON.stringify(shellBuild(this.outputPath)))
          const written = source.replace(/(["'])__SHELL_BUILD__\1/, () => build)
          if (written === source)
            throw new Error('service-worker.js has no __SHELL_BUILD__ to write the shell build in')
          compilation.updateAsset('service-worker.js', new rspack.sources.RawSource(written))
        },
      )
    })
  }
}

/**
 * The rider app's service worker (service-worker/README.md) and its web app manifest with icons
 * (public/), written beside the shell's index.html after the app's own build (which cleans dist/ first).
 * Production builds only: the dev servers do not register it.
 * @param {string} outputPath
 * @returns {import('@rspack/core').Configuration}
 */
function serviceWorker(outputPath) {
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    mode: 'production',
    target: 'webworker',
    context: import.meta.dirname,
    entry: { 'service-worker': path.join(import.meta.dirname, 'service-worker/service-worker.ts') },
    devtool: false,
    output: { path: outputPath, filename: '[name].js', clean: false, iife: true },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: { rules: [swcRule()] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public'), to: outputPath }] }),
      new ShellBuildPlugin(outputPath),
    ],
    performance: { hints: false },
  }
}

export default (env, argv) => {
  const config = app(env, argv)
  if (argv.mode !== 'production') return config
  return [{ ...config, name: 'shell' }, serviceWorker(/** @type {string} */ (config.output?.path))]
}
