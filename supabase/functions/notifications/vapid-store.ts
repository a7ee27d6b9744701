// The shop's VAPID key pair: generated on first use, kept in the database (service role only) so that
// every worker and every restart signs with the same key the browsers subscribed with.
import { generateVapidKeys, type VapidKeys } from '../_shared/push/vapid.ts'
import { admin, asJson, type Json, jsonObject } from '../_shared/supabase.ts'

let cached: VapidKeys | null = null

export async function vapidKeys(): Promise<VapidKeys> {
  if (cached) return cached
  const stored = vapidKeysOf(await admin().rpc('get_function_setting', { key: 'vapid' }))
  // Two cold workers may both generate a pair: keep_existing makes the first one written win.
  const kept = async () =>
    vapidKeysOf(
      await admin().rpc('put_function_setting', {
        key: 'vapid',
        value: asJson(await generateVapidKeys()),
        keep_existing: true,
      }),
    )
  const keys = stored ?? (await kept())
  if (!keys) throw new Error('The stored VAPID keys are not a key pair')
  cached = keys
  return keys
}

/** The `vapid` function setting as a key pair, or null when there is none. */
function vapidKeysOf(value: Json): VapidKeys | null {
  const keys = jsonObject(value)
  const privateJwk = jsonObject(keys?.privateJwk)
  return typeof keys?.publicKey === 'string' && privateJwk ? { publicKey: keys.publicKey, privateJwk } : null
}
