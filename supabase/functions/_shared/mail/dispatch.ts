// Where the database posts when transactional mail waits (migration 20261126130000: the `mail_dispatch`
// setting, read by private.wake_mail_sender). The functions that send mail store it on their calls, once
// per worker: the URL is this project's, known only to the functions.
import { functionsUrl } from '../env.ts'
import { admin } from '../supabase.ts'

let configured: string | null = null

/** Stores the URL; once per worker unless `always` (the sender itself, which is woken through it). */
export async function configureMailDispatch({ always = false } = {}): Promise<void> {
  const url = `${functionsUrl()}/transactional-mail/dispatch`
  if (configured === url && !always) return
  await admin().rpc('configure_mail_dispatch', { url })
  configured = url
}

/** The same for callers whose own work must not fail with it: a failure is only logged (the next call retries). */
export function tryConfigureMailDispatch(): Promise<void> {
  return configureMailDispatch().catch((error) => console.error('mail dispatch not configured:', error))
}
