// Configuration from the environment (Supabase secrets in production, supabase/functions/.env or the
// process environment locally). Read on each call, so a changed secret applies without a redeploy.

export function env(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim()
  return value ? value : undefined
}

export function requiredEnv(name: string): string {
  const value = env(name)
  if (!value) throw new Error(`${name} is not set`)
  return value
}

/** The project's API URL as the platform gives it (`https://<ref>.supabase.co`, or the stand-in's). */
export const supabaseUrl = () => requiredEnv('SUPABASE_URL').replace(/\/+$/, '')

/** Where this project's functions answer, e.g. `https://<ref>.supabase.co/functions/v1`. */
export const functionsUrl = () => env('FUNCTIONS_PUBLIC_URL')?.replace(/\/+$/, '') ?? `${supabaseUrl()}/functions/v1`
