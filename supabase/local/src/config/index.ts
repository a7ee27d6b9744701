// The stand-in's whole configuration: command-line options, environment, and the project's config.toml.
import path from 'node:path'
import { DEFAULT_JWT_SECRET, DEFAULT_PORT, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY } from './defaults.ts'
import { type ProjectConfig, readProjectConfig } from './project.ts'

export interface StackOptions {
  workdir?: string
  port?: number
  host?: string
  dataDir?: string
  reset?: boolean
  databaseUrl?: string
  /** Silences the start-up banner and request logs (tests). */
  quiet?: boolean
}

export interface StackConfig extends ProjectConfig {
  workdir: string
  host: string
  port: number
  /** The URL clients use, e.g. http://127.0.0.1:54321. */
  apiUrl: string
  dataDir: string
  reset: boolean
  databaseUrl: string | null
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  quiet: boolean
}

export function resolveConfig(options: StackOptions = {}, env: NodeJS.ProcessEnv = process.env): StackConfig {
  const workdir = path.resolve(options.workdir ?? env.SUPABASE_WORKDIR ?? process.cwd())
  const port = options.port ?? (env.SUPABASE_PORT ? Number(env.SUPABASE_PORT) : DEFAULT_PORT)
  const host = options.host ?? env.SUPABASE_HOST ?? '127.0.0.1'
  const project = readProjectConfig(workdir)
  return {
    ...project,
    workdir,
    host,
    port,
    apiUrl: env.SUPABASE_PUBLIC_URL ?? `http://${host}:${port}`,
    dataDir: path.resolve(options.dataDir ?? env.SUPABASE_DATA_DIR ?? path.join(workdir, '.data', 'supabase-local')),
    reset: options.reset ?? false,
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL ?? null,
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: env.ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    quiet: options.quiet ?? false,
  }
}
