// The demo accounts are for development only: the standalone sign-in, bundled as a production build
// bundles it, carries neither the seed's password nor its addresses; a development build does.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { rspack } from '@rspack/core'
import { afterAll, describe, expect, it } from 'vitest'
import { swcRule } from './module-rules.mjs'

const standalone = path.dirname(createRequire(import.meta.url).resolve('@shop/shared/standalone'))
const outputs: string[] = []
afterAll(() => {
  for (const dir of outputs) rmSync(dir, { recursive: true, force: true })
})

/** The sign-in form bundled in `mode` (React and the Supabase client left out), as one string. */
async function bundle(mode: 'production' | 'development'): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), `demo-sign-in-${mode}-`))
  outputs.push(out)
  const compiler = rspack({
    mode,
    context: standalone,
    entry: path.join(standalone, 'DemoSignIn.tsx'),
    devtool: false,
    output: { path: out, library: { type: 'commonjs2' } },
    externalsType: 'commonjs',
    externals: [/^react($|\/)/, /^@shop\/shared\//],
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [swcRule({ development: mode === 'development' })] },
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {})
      if (error) reject(error)
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })))
      else resolve()
    }),
  )
  return readdirSync(out)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(path.join(out, file), 'utf8'))
    .join('\n')
}

describe('the standalone sign-in', () => {
  it('a production bundle carries no demo password or demo account', async () => {
    const code = await bundle('production')
    expect(code).toContain('Sign in to the')
    expect(code).not.toContain('demo-pass-2026')
    expect(code).not.toMatch(/(admin|outlet|rider)@example\.com/)
  }, 60_000)

  it('a development bundle offers them', async () => {
    const code = await bundle('development')
    expect(code).toContain('demo-pass-2026')
    expect(code).toContain('rider@example.com')
  }, 60_000)
})
