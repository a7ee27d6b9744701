// `pnpm check:production [env-file ...]`: before a deploy, lists every setting of the shell's server and
// of the Edge Functions, and exits 1 when any is missing or malformed. Reads the environment, and the env
// files given (the environment wins over them, as `docker run -e` over `--env-file`).
import { readFileSync } from 'node:fs'
import { onPinnedNode } from './lib/node.mjs'

await onPinnedNode()
const { checkProduction, formatReport, parseEnvFile } = await import('./lib/production-check.mjs')

const fromFiles = {}
for (const file of process.argv.slice(2)) {
  try {
    Object.assign(fromFiles, parseEnvFile(readFileSync(file, 'utf8')))
  } catch (error) {
    console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
}
const result = checkProduction({ ...fromFiles, ...process.env })
console.log(formatReport(result))
process.exit(result.problems.length === 0 ? 0 : 1)
