// The functions of a project as the Supabase CLI finds them: `supabase/functions/<name>/index.ts`,
// with `[functions.<name>]` of config.toml (verify_jwt, import_map, entrypoint, enabled) and the
// environment `supabase functions serve` gives them.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { parse } from 'smol-toml'
import type { StackConfig } from '../config/index.ts'
import type { Logger } from '../context.ts'

export interface FunctionConfig {
  verifyJwt: boolean
  /** Absolute path of the import map named in config.toml, if any. */
  importMap: string | null
  entrypoint: string
  enabled: boolean
}

/** Function names the CLI accepts; `_shared` and other folders starting with `_` are not functions. */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/

export function functionsDir(workdir: string) {
  return path.join(workdir, 'supabase', 'functions')
}

type Table = Record<string, unknown>
const table = (value: unknown): Table => (value && typeof value === 'object' ? (value as Table) : {})

/** Reads `[functions.*]` of the project's config.toml (paths there are relative to `supabase/`). */
export function readFunctionsConfig(workdir: string): (name: string) => FunctionConfig {
  const file = path.join(workdir, 'supabase', 'config.toml')
  let sections: Table = {}
  try {
    sections = table(table(existsSync(file) ? parse(readFileSync(file, 'utf8')) : {}).functions)
  } catch {
    sections = {}
  }
  const base = path.join(workdir, 'supabase')
  return (name) => {
    const own = table(sections[name])
    return {
      verifyJwt: typeof own.verify_jwt === 'boolean' ? own.verify_jwt : true,
      importMap: typeof own.import_map === 'string' ? path.resolve(base, own.import_map) : null,
      entrypoint:
        typeof own.entrypoint === 'string'
          ? path.resolve(base, own.entrypoint)
          : path.join(functionsDir(workdir), name, 'index.ts'),
      enabled: typeof own.enabled === 'boolean' ? own.enabled : true,
    }
  }
}

export function functionExists(config: FunctionConfig) {
  try {
    return config.enabled && statSync(config.entrypoint).isFile()
  } catch {
    return false
  }
}

/**
 * A function's `Deno.env`: the stand-in's environment, then `supabase/functions/.env` (names
 * starting with SUPABASE_ are reserved, as the CLI warns), then what the platform sets.
 */
export function functionEnv(config: StackConfig, log: Logger): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  const file = path.join(functionsDir(config.workdir), '.env')
  if (existsSync(file)) {
    for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
      if (key.startsWith('SUPABASE_')) log.warn(`functions: env name cannot start with SUPABASE_, skipping: ${key}`)
      else if (value !== undefined) env[key] = value
    }
  }
  env.SUPABASE_URL = config.apiUrl
  env.SUPABASE_ANON_KEY = config.anonKey
  env.SUPABASE_SERVICE_ROLE_KEY = config.serviceRoleKey
  // The new keys, as hosted projects give them to functions.
  env.SUPABASE_PUBLISHABLE_KEYS = JSON.stringify({ default: config.publishableKey })
  env.SUPABASE_SECRET_KEYS = JSON.stringify({ default: config.secretKey })
  // Tells the functions they run locally (hosted projects cannot set SUPABASE_ names): they may fall back
  // to the stand-in's sandboxes for what production must configure.
  env.SUPABASE_LOCAL = 'true'
  if (config.databaseUrl) env.SUPABASE_DB_URL = config.databaseUrl
  else delete env.SUPABASE_DB_URL
  return env
}
