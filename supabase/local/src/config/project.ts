// Reads a Supabase project folder's `supabase/config.toml`, keeping only the settings the stand-in honours.
// Key names and defaults follow the Supabase CLI's config.toml.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import { DEFAULT_PASSWORD_GUARD, HOUR_MS, type PasswordGuardLimits } from '../auth/password-guard.ts'

export interface BucketSeed {
  public: boolean
  fileSizeLimit: number | null
  allowedMimeTypes: string[] | null
  /** Absolute folder whose files are uploaded into the bucket on a fresh database. */
  objectsPath: string | null
}

export interface ProjectConfig {
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number | null }
  auth: {
    siteUrl: string
    additionalRedirectUrls: string[]
    jwtExpiry: number
    enableSignup: boolean
    enableConfirmations: boolean
    minimumPasswordLength: number
    enableRefreshTokenRotation: boolean
    refreshTokenReuseInterval: number
    /** Sign-ins and sign-ups allowed per IP address in five minutes. */
    signInSignUpsPerFiveMinutes: number
    /** Refresh-token grants allowed per IP address in five minutes (`[auth.rate_limit] token_refresh`). */
    tokenRefreshesPerFiveMinutes: number
    /** `/verify` requests allowed per IP address in five minutes (`[auth.rate_limit] token_verifications`). */
    tokenVerificationsPerFiveMinutes: number
    /**
     * Auth's mails per hour, all addresses together (`[auth.rate_limit] email_sent`, RATE_LIMIT_EMAIL_SENT),
     * counted where sign-ups need a confirmed address, as hosted Auth counts them.
     */
    emailsSentPerHour: number
    /**
     * Failed password sign-ins (the stand-in's own `[auth.rate_limit]` keys, not the Supabase CLI's):
     * `failed_sign_ins_per_account` per hour (100), `free_failed_sign_ins_per_client` (5) before each
     * attempt of one address on one account waits `failed_sign_in_delay` ("1s"), doubling up to
     * `failed_sign_in_max_delay` ("15m").
     */
    passwordGuard: PasswordGuardLimits
    /** `[auth] password_requirements`: "", letters_digits, lower_upper_letters_digits, ..._symbols. */
    passwordRequirements: string
    /** `[auth.email] enable_signup`: whether the email provider is enabled at all. */
    enableEmailProvider: boolean
    /** `[auth.email] double_confirm_changes`: an email change is confirmed from both addresses. */
    doubleConfirmChanges: boolean
    /** `[auth.email] max_frequency` in seconds: minimum time between two mails of one kind to a user. */
    emailMaxFrequency: number
    /** `[auth.email] otp_length` and `otp_expiry` (seconds). */
    otpLength: number
    otpExpiry: number
    /** A JSON file of private JWKs (ES256/RS256) that sign access tokens; null: HS256 with the JWT secret. */
    signingKeysPath: string | null
  }
  storage: { fileSizeLimit: number; buckets: Record<string, BucketSeed> }
}

type Toml = Record<string, unknown>

/** Hosted Supabase Auth's default time between two mails of one kind to one account (SMTP max frequency). */
export const DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS = 60

const table = (value: unknown): Toml => (value && typeof value === 'object' ? (value as Toml) : {})
const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback)
const strings = (value: unknown, fallback: string[]) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
}

/** Parses sizes the way the Supabase CLI writes them: "50MiB", "5MB", or a number of bytes. */
export function parseSize(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return null
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value)
  if (!match) return null
  const unit = SIZE_UNITS[(match[2] || 'b').toLowerCase()]
  return unit ? Math.round(Number(match[1]) * unit) : null
}

const DURATION_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 }

/** Parses Go durations as the Supabase CLI writes them ("1s", "1m30s", "60s") into seconds. */
export function parseDuration(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || !/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(value.trim())) return null
  let seconds = 0
  for (const [, amount, , unit] of value.trim().matchAll(/(\d+(\.\d+)?)(ms|s|m|h)/g)) {
    seconds += Number(amount) * (DURATION_UNITS[unit as string] ?? 0)
  }
  return seconds
}

const secondsToMs = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 1000))

/** `override`'s tables merged into `base`, key by key (a value that is not a table replaces). */
export function mergeToml(base: Toml, override: Toml): Toml {
  const merged: Toml = { ...base }
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key]
    const isTable = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v)
    merged[key] = isTable(value) && isTable(current) ? mergeToml(current as Toml, value as Toml) : value
  }
  return merged
}

/**
 * The project's `supabase/config.toml`, with `overrideFile` (a TOML file of the same shape, if given)
 * merged over it: how a test run raises the shipped file's production limits without editing it.
 */
export function readProjectConfig(workdir: string, overrideFile?: string | null): ProjectConfig {
  const file = path.join(workdir, 'supabase', 'config.toml')
  const shipped: Toml = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {}
  const toml = overrideFile ? mergeToml(shipped, parse(readFileSync(overrideFile, 'utf8'))) : shipped
  const api = table(toml.api)
  const auth = table(toml.auth)
  const email = table(auth.email)
  const rateLimit = table(auth.rate_limit)
  const storage = table(toml.storage)
  const buckets: Record<string, BucketSeed> = {}
  for (const [name, raw] of Object.entries(table(storage.buckets))) {
    const bucket = table(raw)
    const objectsPath = typeof bucket.objects_path === 'string' ? bucket.objects_path : null
    buckets[name] = {
      public: bool(bucket.public, false),
      fileSizeLimit: parseSize(bucket.file_size_limit),
      allowedMimeTypes: Array.isArray(bucket.allowed_mime_types) ? strings(bucket.allowed_mime_types, []) : null,
      // The CLI resolves objects_path against the supabase/ folder.
      objectsPath: objectsPath ? path.resolve(workdir, 'supabase', objectsPath) : null,
    }
  }
  return {
    api: {
      schemas: strings(api.schemas, ['public', 'graphql_public']),
      extraSearchPath: strings(api.extra_search_path, ['public', 'extensions']),
      maxRows: typeof api.max_rows === 'number' ? api.max_rows : 1000,
    },
    auth: {
      siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
      additionalRedirectUrls: strings(auth.additional_redirect_urls, ['https://127.0.0.1:3000']),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      enableSignup: bool(auth.enable_signup, true),
      enableConfirmations: bool(email.enable_confirmations, false),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      enableRefreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      signInSignUpsPerFiveMinutes: num(rateLimit.sign_in_sign_ups, 30),
      tokenRefreshesPerFiveMinutes: num(rateLimit.token_refresh, 150),
      tokenVerificationsPerFiveMinutes: num(rateLimit.token_verifications, 30),
      // Hosted Auth's default with the project's own SMTP (its built-in sender allows 2).
      emailsSentPerHour: num(rateLimit.email_sent, 30),
      passwordGuard: {
        failuresPerAccount: num(rateLimit.failed_sign_ins_per_account, DEFAULT_PASSWORD_GUARD.failuresPerAccount),
        accountWindowMs: HOUR_MS,
        freeFailuresPerClient: num(
          rateLimit.free_failed_sign_ins_per_client,
          DEFAULT_PASSWORD_GUARD.freeFailuresPerClient,
        ),
        firstDelayMs: secondsToMs(parseDuration(rateLimit.failed_sign_in_delay)) ?? DEFAULT_PASSWORD_GUARD.firstDelayMs,
        maxDelayMs: secondsToMs(parseDuration(rateLimit.failed_sign_in_max_delay)) ?? DEFAULT_PASSWORD_GUARD.maxDelayMs,
      },
      passwordRequirements: str(auth.password_requirements, ''),
      enableEmailProvider: bool(email.enable_signup, true),
      doubleConfirmChanges: bool(email.double_confirm_changes, true),
      // GoTrue takes an unset or zero SMTP max frequency as one minute.
      emailMaxFrequency: parseDuration(email.max_frequency) || DEFAULT_EMAIL_MAX_FREQUENCY_SECONDS,
      otpLength: num(email.otp_length, 6),
      otpExpiry: num(email.otp_expiry, 3600),
      // The CLI resolves signing_keys_path against the supabase/ folder.
      signingKeysPath:
        typeof auth.signing_keys_path === 'string' ? path.resolve(workdir, 'supabase', auth.signing_keys_path) : null,
    },
    storage: { fileSizeLimit: parseSize(storage.file_size_limit) ?? 50 * 1024 ** 2, buckets },
  }
}
