// What the app build (rspack-app.mjs) and the pre-render build (prerender.mjs) must compile the same way:
// TypeScript/JSX through SWC, which files are assets, and where packages are found.
import path from 'node:path'

/** Files a module imports as a URL (images, fonts, video). */
export const ASSET_FILES = /\.(?:png|jpe?g|gif|webp|avif|svg|woff2?|webm|mp4)$/i

/**
 * `import art from './picture.svg?inline'`: the file as a data URL in the code (and in pre-rendered
 * markup), for a small picture that must paint with the HTML rather than one round trip after it.
 */
export const INLINE_ASSET_RULE = {
  test: ASSET_FILES,
  resourceQuery: /inline/,
  type: 'asset/inline',
  // An SVG as text (URL-encoded) compresses with the page; base64 would not.
  generator: { dataUrl: { encoding: false } },
}

/** Where those files go: the pre-rendered markup points at the app build's copies, so both must agree. */
export const ASSET_MODULE_FILENAME = 'static/media/[name].[contenthash:10][ext]'

/**
 * TypeScript and JSX (React's automatic runtime) through Rspack's built-in SWC loader.
 * @param {{ development?: boolean, refresh?: boolean }} [options] React's development build; fast refresh
 */
export function swcRule({ development = false, refresh = false } = {}) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh } },
      },
    },
    type: 'javascript/auto',
  }
}

/**
 * Sources may live outside the app (SHOP_APP_SRC); packages still come from the app's node_modules.
 * @param {string} appDir
 */
export function resolveOptions(appDir) {
  return {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    modules: [path.join(appDir, 'node_modules'), 'node_modules'],
  }
}
