// Which Pesapal the shop talks to. Nothing set, on the local stand-in only: its embedded sandbox
// (`${SUPABASE_URL}/pesapal/v3`, demo credentials); elsewhere a missing setting is an error. Production sets PESAPAL_BASE_URL
// (https://pay.pesapal.com/v3 live, https://cybqa.pesapal.com/pesapalv3 Pesapal's sandbox),
// PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET.
import { env, functionsUrl, supabaseUrl } from '../env.ts'
import { localMode, MissingSettingError, setting } from '../settings.ts'

export interface PesapalConfig {
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  /** Where Pesapal sends IPNs: this project's `payments/ipn`. */
  ipnUrl: string
  ipnType: 'GET' | 'POST'
  /** True when talking to the stand-in's embedded sandbox (local development and tests). */
  embedded: boolean
}

/** The embedded sandbox's documented demo merchant (supabase/local/src/pesapal/README.md). */
const EMBEDDED_KEY = 'supabase-local-demo-key'
const EMBEDDED_SECRET = 'supabase-local-demo-secret'

export function pesapalConfig(): PesapalConfig {
  const sandbox = () => `${supabaseUrl()}/pesapal/v3`
  const baseUrl = setting('PESAPAL_BASE_URL', sandbox).replace(/\/+$/, '')
  const embedded = localMode() && baseUrl === sandbox()
  const consumerKey = env('PESAPAL_CONSUMER_KEY') ?? (embedded ? EMBEDDED_KEY : undefined)
  const consumerSecret = env('PESAPAL_CONSUMER_SECRET') ?? (embedded ? EMBEDDED_SECRET : undefined)
  if (!consumerKey) throw new MissingSettingError('PESAPAL_CONSUMER_KEY')
  if (!consumerSecret) throw new MissingSettingError('PESAPAL_CONSUMER_SECRET')
  const type = env('PESAPAL_IPN_NOTIFICATION_TYPE')?.toUpperCase() === 'GET' ? 'GET' : 'POST'
  return {
    baseUrl,
    consumerKey,
    consumerSecret,
    ipnUrl: env('PESAPAL_IPN_URL') ?? `${functionsUrl()}/payments/ipn`,
    ipnType: type,
    embedded,
  }
}
