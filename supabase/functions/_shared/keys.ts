// The project's API keys as the platform gives them to functions: the new publishable and secret keys
// (SUPABASE_PUBLISHABLE_KEYS and SUPABASE_SECRET_KEYS, JSON maps whose `default` entry is the project's
// key), else the legacy anon and service_role JWTs (SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) of a
// project that has not moved to the new keys. The API gateway takes either kind.
import { env } from './env.ts'

/** The keys of a JSON map of keys, its `default` entry first. */
function fromMap(name: string): string[] {
  const raw = env(name)
  if (!raw) return []
  let keys: Record<string, unknown>
  try {
    keys = JSON.parse(raw) as Record<string, unknown>
  } catch {
    throw new Error(`${name} is not a JSON object of keys`)
  }
  const values = [keys.default, ...Object.values(keys)].filter((key): key is string => typeof key === 'string' && !!key)
  return [...new Set(values)]
}

function pick(newName: string, legacyName: string): string {
  const key = fromMap(newName)[0] ?? env(legacyName)
  if (!key) throw new Error(`Neither ${newName} nor ${legacyName} is set`)
  return key
}

/** The key that acts as the service role (bypasses RLS): never for a browser. */
export const secretKey = () => pick('SUPABASE_SECRET_KEYS', 'SUPABASE_SERVICE_ROLE_KEY')

/** The key that acts as anon: what a browser may hold. */
export const publishableKey = () => pick('SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_ANON_KEY')

/** Every new API key of the project, to recognise one a caller presents. */
export const projectKeys = () => ({
  publishable: fromMap('SUPABASE_PUBLISHABLE_KEYS'),
  secret: fromMap('SUPABASE_SECRET_KEYS'),
})
