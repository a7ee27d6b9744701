#!/usr/bin/env node
// Runs the TypeScript static server through tsx's loader (no build step), like supabase-local does.
import { register } from 'tsx/esm/api'

register()
const { main } = await import('../server/cli.ts')
await main(process.argv.slice(2))
