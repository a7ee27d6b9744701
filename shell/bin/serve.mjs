#!/usr/bin/env node
// Runs the TypeScript static server with no build step: on Node 24 through its own type stripping (the
// server's files use erasable syntax only; the container has nothing else), on an older Node through
// tsx's loader.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api')
  register()
}
const { main } = await import('../server/cli.ts')
await main(process.argv.slice(2))
