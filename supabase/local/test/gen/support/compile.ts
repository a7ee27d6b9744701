// Type-checks TypeScript modules as if they were files in this folder (so that `@supabase/supabase-js`
// resolves from the package's node_modules) with the project's own `tsc`, and returns its messages as
// `file:line: message`. The files are written to a scratch folder here and removed afterwards.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const TSC = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsc')

const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  allowImportingTsExtensions: true,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
}

export function typeErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(import.meta.dirname, '.compile-'))
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: Object.keys(files) }))
    const run = spawnSync(TSC, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' })
    if (run.error) throw run.error
    // `queries.ts(13,5): error TS7006: Parameter 'post' implicitly has an 'any' type.`; a message's
    // follow-up lines are indented and joined to it, as flattening the diagnostic chain does.
    const errors: string[] = []
    for (const line of run.stdout.split('\n')) {
      const head = /^(.+?)\((\d+),\d+\): error TS\d+: (.*)$/.exec(line)
      if (head) errors.push(`${path.basename(head[1] as string)}:${head[2]}: ${head[3]}`)
      else if (line.trim() && errors.length > 0) errors[errors.length - 1] += ` ${line.trim()}`
    }
    if (run.status !== 0 && errors.length === 0) throw new Error(`tsc failed: ${run.stdout}${run.stderr}`)
    return errors
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
