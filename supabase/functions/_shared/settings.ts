// Settings that have a local default only. On the local stand-in (which sets SUPABASE_LOCAL=true; a
// hosted project cannot, since names starting with SUPABASE_ are the platform's) a missing setting
// falls back to the stand-in's Pesapal sandbox, mail outbox or the shop on 127.0.0.1:3000. Anywhere
// else it is an error that names the setting, thrown at the first request that needs it, so that a
// hosted project never quietly sends customers to a sandbox.
import { env } from './env.ts'

export class MissingSettingError extends Error {
  constructor(readonly setting: string) {
    super(`${setting} is not set: set it as a secret of the Edge Functions (.env.example lists every setting)`)
  }
}

/** True on the local stand-in. */
export const localMode = () => env('SUPABASE_LOCAL') === 'true'

/** The setting's value; its local default on the stand-in; else MissingSettingError. */
export function setting(name: string, localDefault: () => string): string {
  const value = env(name)
  if (value) return value
  if (localMode()) return localDefault()
  throw new MissingSettingError(name)
}
