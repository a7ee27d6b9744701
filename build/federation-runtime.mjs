// One Module Federation runtime per page. The shell bundles the runtime's core and hands it to every
// remote (`experiments.provideExternalRuntime`); a remote's remoteEntry.js and chunks leave it out
// (`experiments.externalRuntime`) and read it from `self._FEDERATION_RUNTIME_CORE`, which saves each
// remote's own copy on every page that loads one. A remote served alone (its team's host, e2e
// remote-alone.spec.ts) has no shell to hand it over: its index.html first runs a small script of its own
// that provides the same core, built here from the same package.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { rspack } from '@rspack/core'
import { compile } from './compile.mjs'

const require = createRequire(import.meta.url)

/** The global the remotes' builds read the core from (@module-federation/rspack's externalRuntime). */
const GLOBAL = '_FEDERATION_RUNTIME_CORE'

/** The runtime core as the shell's bundle has it (ESM, so that the provider is tree-shaken like it). */
function runtimeCorePath() {
  const enhanced = createRequire(require.resolve('@module-federation/enhanced'))
  const tools = enhanced.resolve('@module-federation/runtime-tools/runtime-core')
  // The `require` condition gives dist/runtime-core.cjs; its ESM twin sits beside it.
  return tools.replace(/\.cjs$/, '.js')
}

/** The provider script: the runtime core put where the remote's build looks for it, minified. */
async function buildProvider(context) {
  const work = mkdtempSync(path.join(tmpdir(), 'shop-mf-runtime-'))
  try {
    const source = `import * as core from ${JSON.stringify(runtimeCorePath())};\nif (!self.${GLOBAL}) self.${GLOBAL} = core;\n`
    await compile({
      mode: 'production',
      context,
      target: ['web', 'es2020'],
      devtool: false,
      entry: { provider: `data:text/javascript,${encodeURIComponent(source)}` },
      output: { path: work, filename: '[name].js', iife: true },
      optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
    })
    return readFileSync(path.join(work, 'provider.js'), 'utf8')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * For a remote's production build: emits `static/js/mf-runtime.<hash>.js` and puts it before the remote's
 * own scripts in its index.html (deferred scripts run in order), so the standalone page has the core
 * before main.js starts the federation runtime. The shell never loads this file.
 */
export class ProvideRuntimeForStandalonePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('ProvideRuntimeForStandalonePlugin', (compilation) => {
      // Built while index.html is written (not in every compilation: Module Federation's builds of the
      // tree-shaken shared libraries copy this plugin but write no HTML).
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'ProvideRuntimeForStandalonePlugin',
        async (data) => {
          const code = await buildProvider(compiler.context)
          const hash = compiler.webpack.util.createHash('xxhash64').update(code).digest('hex').slice(0, 10)
          const file = `static/js/mf-runtime.${hash}.js`
          compilation.emitAsset(file, new RawSource(code))
          data.assetTags.scripts = [
            { tagName: 'script', voidTag: false, attributes: { defer: true, src: `/${file}` } },
            ...data.assetTags.scripts,
          ]
          return data
        },
      )
    })
  }
}
