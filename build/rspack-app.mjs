// The one Rspack configuration of every app (shell and remotes); each app's rspack.config.mjs calls it.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack'
import { rspack } from '@rspack/core'
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh'
import { brandCssVariables, brandPrimary } from './brand-css.mjs'
import { sharedSingletons } from './federation.mjs'
import { ProvideRuntimeForStandalonePlugin } from './federation-runtime.mjs'
import { ASSET_FILES, ASSET_MODULE_FILENAME, INLINE_ASSET_RULE, resolveOptions, swcRule } from './module-rules.mjs'
import { PrecompressPlugin } from './precompress.mjs'
import { PreloadBootPlugin } from './preload-boot.mjs'
import { PrerenderPlugin } from './prerender.mjs'

/**
 * The small libraries every page runs (tree-shaken antd and react-router stay apart; react-hot-toast
 * loads after the page, see shared/src/toast/toast.tsx).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/

/**
 * @shop/shared's stateful modules (shared singletons, tiny) and the browser helper the toasts use: with
 * the framework, not one request each.
 */
const SHARED_STATE = /[\\/]shared[\\/]src[\\/](?:config|supabase|store|auth|cart|toast|browser)[\\/]/

/** Except the cart's server sync, which loads at the first sign-in (shell/src/bootstrap.tsx). */
const LATER = /[\\/]shared[\\/]src[\\/]cart[\\/](?:sync|merge)\.ts$/

const require = createRequire(import.meta.url)

/**
 * The Module Federation runtime's packages as ES modules. The plugin's runtime entry loads them with
 * `require`, which picks their CommonJS builds: whole, every export kept. As ES modules they are
 * tree-shaken like the apps' code (the remotes' remoteEntry.js and the shell's main.js shrink).
 */
function federationRuntimeModules() {
  const enhanced = createRequire(require.resolve('@module-federation/enhanced'))
  const tools = createRequire(enhanced.resolve('@module-federation/runtime-tools'))
  const bundler = createRequire(tools.resolve('@module-federation/webpack-bundler-runtime'))
  const runtime = createRequire(tools.resolve('@module-federation/runtime'))
  const core = createRequire(runtime.resolve('@module-federation/runtime-core'))
  // The CommonJS entry's ES module twin sits beside it: index.js, or index.mjs.
  const esm = (from, name) => {
    const cjs = from.resolve(name)
    return [cjs.replace(/\.cjs$/, '.js'), cjs.replace(/\.cjs$/, '.mjs')].find(
      (file) => file !== cjs && existsSync(file),
    )
  }
  // Rspack's runtime entry imports the bundler runtime by the path `require.resolve` gives: that path too.
  const bundlerEntry = tools.resolve('@module-federation/webpack-bundler-runtime')
  return {
    [bundlerEntry]: esm(tools, '@module-federation/webpack-bundler-runtime'),
    '@module-federation/webpack-bundler-runtime$': esm(tools, '@module-federation/webpack-bundler-runtime'),
    // Rspack sets this one itself (to the CommonJS build); the same key replaces it.
    '@module-federation/runtime': esm(tools, '@module-federation/runtime'),
    '@module-federation/runtime-core$': esm(runtime, '@module-federation/runtime-core'),
    '@module-federation/sdk$': esm(bundler, '@module-federation/sdk'),
    '@module-federation/error-codes$': esm(core, '@module-federation/error-codes'),
  }
}

const template = new URL('./index.ejs', import.meta.url).pathname

/**
 * What the build needs of the platform (the shell's apps.mjs, passed in by each app's config): the app's
 * dev-server port, and the config.json and remotes.json its dev server serves.
 * @typedef {{
 *   appNamed(name: string): { port: number },
 *   runtimeConfig(env: Record<string, string | undefined>): object,
 *   remotesConfig(env: Record<string, string | undefined>): Record<string, string>,
 * }} Platform
 */

/**
 * @param {Platform} platform the apps and their settings (@shop/shell/apps)
 * @param {object} app
 * @param {string} app.dir the app's folder
 * @param {string} app.name federation name (`shell`, `storefront`, ...), as the platform names it
 * @param {string} app.title page title of the app's own index.html
 * @param {Record<string, string>} [app.exposes] a remote's exposed modules, paths relative to src/
 * @param {{ entry: string, scripts?: Record<string, string> }} [app.prerender] the module that pre-renders
 *   the app's first paint and its inline browser scripts, paths relative to src/ (see prerender.mjs)
 */
export function createAppConfig(platform, app) {
  const { port } = platform.appNamed(app.name)
  return (_env, argv) => {
    const dev = (argv.mode ?? process.env.NODE_ENV) !== 'production'
    const isHost = !app.exposes
    // SHOP_APP_SRC builds another copy of the sources (the e2e redeploy test changes a label that way).
    const src = process.env.SHOP_APP_SRC ? path.resolve(process.env.SHOP_APP_SRC) : path.join(app.dir, 'src')
    const filename = dev ? '[name]' : '[name].[contenthash:10]'
    const outputPath = process.env.SHOP_DIST_ROOT
      ? path.join(path.resolve(process.env.SHOP_DIST_ROOT), path.basename(app.dir))
      : path.join(app.dir, 'dist')

    /** @type {import('@rspack/core').Configuration} */
    const config = {
      mode: dev ? 'development' : 'production',
      context: app.dir,
      entry: { main: path.join(src, 'index.ts') },
      devtool: dev ? 'cheap-module-source-map' : false,
      output: {
        path: outputPath,
        // The shell serves deep links (/admin/orders) from one index.html, so its assets are rooted;
        // a remote's chunks load from wherever its remoteEntry.js was found.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `shop_${app.name}`,
        filename: `static/js/${filename}.js`,
        chunkFilename: `static/js/${filename}.js`,
        cssFilename: `static/css/${filename}.css`,
        cssChunkFilename: `static/css/${filename}.css`,
        assetModuleFilename: ASSET_MODULE_FILENAME,
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: dev ? resolveOptions(app.dir) : { ...resolveOptions(app.dir), alias: federationRuntimeModules() },
      module: {
        rules: [
          swcRule({ development: dev, refresh: dev && isHost }),
          { test: /\.css$/i, type: 'css/auto' },
          INLINE_ASSET_RULE,
          { test: ASSET_FILES, resourceQuery: { not: [/inline/] }, type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template,
          templateParameters: {
            title: app.title,
            brandCss: brandCssVariables(),
            themeColor: brandPrimary,
            themeColorUrl: encodeURIComponent(brandPrimary),
          },
          scriptLoading: 'defer',
          // A remote's own page is served at the root of its own origin for any path (/admin/orders too):
          // its scripts are rooted there, while its chunks keep loading from wherever the shell found it.
          publicPath: '/',
          // Keeps the <!--preload--> marker the shell's server fills in (index.html is tiny anyway).
          minify: false,
        }),
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost
            ? {}
            : {
                filename: 'remoteEntry.js',
                exposes: Object.fromEntries(
                  Object.entries(app.exposes).map(([key, file]) => [key, path.join(src, file)]),
                ),
              }),
          shared: sharedSingletons(app.dir, { development: dev }),
          // Remotes are registered at run time; none is loaded until its area is visited.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime per page: the shell's (federation-runtime.mjs). Production only: the dev
          // servers keep each app's own copy, so a remote's dev server works without the shell's.
          experiments: dev
            ? {}
            : {
                ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                // Leaves the runtime's Node.js paths (loading a remote with fs/vm) out of the browser's bundle.
                optimization: { target: 'web' },
              },
        }),
        dev || isHost ? null : new ProvideRuntimeForStandalonePlugin(),
        new PreloadBootPlugin(),
        // Fast refresh for the shell; a remote's edits reload the page (see devServer below).
        dev && isHost ? new ReactRefreshRspackPlugin() : null,
        dev || !app.prerender
          ? null
          : new PrerenderPlugin({
              dir: app.dir,
              distDir: outputPath,
              entry: path.join(src, app.prerender.entry),
              scripts: Object.fromEntries(
                Object.entries(app.prerender.scripts ?? {}).map(([name, file]) => [name, path.join(src, file)]),
              ),
            }),
        dev ? null : new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: {
        splitChunks: dev
          ? false
          : isHost
            ? {
                cacheGroups: {
                  // The page needs these together at boot: one request instead of a dozen. Only the shell:
                  // a remote's copies are fallbacks the page rarely loads, and grouped they would come all
                  // together as soon as the remote provides one module the shell does not (the portals'
                  // RTK Query brought a whole second React along).
                  framework: {
                    test: (module) => {
                      const file = module.resource ?? ''
                      return FRAMEWORK.test(file) || (SHARED_STATE.test(file) && !LATER.test(file))
                    },
                    name: 'framework',
                    chunks: 'async',
                    enforce: true,
                    priority: 20,
                  },
                },
              }
            : undefined,
      },
      performance: { hints: false },
      // Rspack's dev server compiles dynamic imports on first request by default, but the trigger goes to
      // the page's origin (the shell's server), never to the remote's: a remote's lazy routes would hang.
      lazyCompilation: false,
      devServer: {
        port,
        host: '127.0.0.1',
        // React Refresh cannot reach a remote's components from the shell's page (each app would bring its
        // own refresh runtime, and only the first is wired to the page's React), so a remote reloads the page.
        hot: isHost,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // A remote's code runs in the shell's page: its update client must call its own server, not the page's.
        client: { overlay: { runtimeErrors: false }, webSocketURL: { hostname: '127.0.0.1', port } },
        // Like the production server: config.json for every app, remotes.json for the shell.
        setupMiddlewares: (middlewares) => {
          /** @param {string} path @param {() => unknown} body */
          const json = (path, body) => ({
            name: path,
            path,
            /** @type {import('node:http').RequestListener} */
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'application/json')
              res.end(JSON.stringify(body()))
            },
          })
          middlewares.unshift(json('/config.json', () => platform.runtimeConfig(process.env)))
          if (isHost) middlewares.unshift(json('/remotes.json', () => platform.remotesConfig(process.env)))
          return middlewares
        },
      },
    }
    return config
  }
}
