import path from 'node:path'
import { rspack } from '@rspack/core'
import { swcRule } from '@shop/shared/build/module-rules.mjs'
import { createAppConfig } from '@shop/shared/build/rspack-app.mjs'
import { appNamed } from './server/apps.mjs'

const app = createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: appNamed('shell').port,
  title: 'Kampala Meats — premium meats delivered in Kampala',
  // The navigation and layout CSS of a pre-rendered first paint (see src/features/prerender).
  prerender: {
    entry: 'features/prerender/frame.tsx',
    scripts: { 'personalise-nav': 'features/prerender/personalise-nav.ts' },
  },
})

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
    ],
    performance: { hints: false },
  }
}

export default (env, argv) => {
  const config = app(env, argv)
  if (argv.mode !== 'production') return config
  return [{ ...config, name: 'shell' }, serviceWorker(/** @type {string} */ (config.output?.path))]
}
