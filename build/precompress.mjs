// Writes `.br` and `.gz` beside every text asset of a production build, so the static server sends
// them without compressing per request (and a CDN can do the same).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map)$/
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

export function precompressDir(dir) {
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
    const body = readFileSync(file)
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    )
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
}

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      precompressDir(compilation.outputOptions.path)
    })
  }
}
