// The project's API keys as the platform gives them to functions: the new publishable and secret keys
// (SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS, JSON maps whose `default` entry is the project's
// key), else the legacy anon and service_role JWTs (SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) of a
// project that has not moved to the new keys. The API gateway takes either kind.
import { env } from './env.ts'

function fromMap(name: string): string | undefined {
  const raw = env(name)
  if (!raw) return undefined
  try {
    const keys = JSON.parse(raw) as Record<string, unknown>
    const key = keys.default ?? Object.values(keys)[0]
    return typeof key === 'string' && key ? key : undefined
  } catch {
    throw new Error(`${name} is not a JSON object of keys`)
  }
}

function pick(newName: string, legacyName: string): string {
  const key = fromMap(newName) ?? env(legacyName)
  if (!key) throw new Error(`Neither ${newName} nor ${legacyName} is set`)
  return key
}

/** The key that acts as the service role (bypasses RLS): never for a browser. */
export const secretKey = () => pick('SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY')

/** The key that acts as anon: what a browser may hold. */
export const publishableKey = () => pick('SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_ANON_KEY')
