#!/usr/bin/env node
// Runs a TypeScript file of this package through tsx's loader: `node bin/run-ts.mjs bench/rest.ts [args]`.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { register } from 'tsx/esm/api'

register()
const [file, ...args] = process.argv.slice(2)
if (!file) {
  console.error('usage: run-ts.mjs <file.ts> [args]')
  process.exit(1)
}
process.argv = [process.argv[0], file, ...args]
await import(pathToFileURL(path.resolve(file)).href)
