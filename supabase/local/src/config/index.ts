// The stand-in's whole configuration: command-line options, environment, and the project's config.toml.

import path from 'node:path'
import type { SigningKey } from '../jwt/index.ts'
import { readSigningKeys } from '../jwt/signing-keys.ts'
import {
  DEFAULT_JWT_SECRET,
  DEFAULT_PORT,
  DEMO_ANON_KEY,
  DEMO_PUBLISHABLE_KEY,
  DEMO_SECRET_KEY,
  DEMO_SERVICE_ROLE_KEY,
} from './defaults.ts'
import { type ProjectConfig, readProjectConfig } from './project.ts'

export interface StackOptions {
  workdir?: string
  port?: number
  host?: string
  dataDir?: string
  reset?: boolean
  databaseUrl?: string
  /** A PGlite image a new embedded database starts from instead of an empty cluster (tests: a migrated one). */
  pgliteImage?: Blob
  /**
   * A TOML file merged over the project's config.toml (or SUPABASE_CONFIG_OVERRIDE): test runs raise the
   * shipped production limits with it.
   */
  configOverride?: string
  /**
   * Signs access tokens HS256 with the JWT secret, as a project made before asymmetric signing keys
   * (or SUPABASE_LEGACY_JWT=true). By default they are signed ES256, as on a new hosted project.
   */
  legacyJwt?: boolean
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
  pgliteImage: Blob | null
  jwtSecret: string
  /** The legacy keys: long-lived HS256 JWTs of the roles anon and service_role. */
  anonKey: string
  serviceRoleKey: string
  /** The new keys (`sb_publishable_…`, `sb_secret_…`): not JWTs; the gateway maps them to those roles. */
  publishableKey: string
  secretKey: string
  /**
   * Asymmetric JWT signing keys: config.toml's auth.signing_keys_path, else (filled in at start) the data
   * directory's own key; none when legacyJwt: HS256 with jwtSecret.
   */
  signingKeys: SigningKey[]
  legacyJwt: boolean
  quiet: boolean
}

export function resolveConfig(options: StackOptions = {}, env: NodeJS.ProcessEnv = process.env): StackConfig {
  const workdir = path.resolve(options.workdir ?? env.SUPABASE_WORKDIR ?? process.cwd())
  const port = options.port ?? (env.SUPABASE_PORT ? Number(env.SUPABASE_PORT) : DEFAULT_PORT)
  const host = options.host ?? env.SUPABASE_HOST ?? '127.0.0.1'
  const override = options.configOverride ?? env.SUPABASE_CONFIG_OVERRIDE ?? null
  const project = readProjectConfig(workdir, override ? path.resolve(override) : null)
  const legacyJwt = options.legacyJwt ?? env.SUPABASE_LEGACY_JWT === 'true'
  return {
    ...project,
    workdir,
    host,
    port,
    apiUrl: env.SUPABASE_PUBLIC_URL ?? `http://${host}:${port}`,
    dataDir: path.resolve(options.dataDir ?? env.SUPABASE_DATA_DIR ?? path.join(workdir, '.data', 'supabase-local')),
    reset: options.reset ?? false,
    databaseUrl: options.databaseUrl ?? env.DATABASE_URL ?? null,
    pgliteImage: options.pgliteImage ?? null,
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: env.ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    publishableKey: env.PUBLISHABLE_KEY ?? DEMO_PUBLISHABLE_KEY,
    secretKey: env.SECRET_KEY ?? DEMO_SECRET_KEY,
    signingKeys: !legacyJwt && project.auth.signingKeysPath ? readSigningKeys(project.auth.signingKeysPath) : [],
    legacyJwt,
    quiet: options.quiet ?? false,
  }
}
