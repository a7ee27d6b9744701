// The shop's VAPID key pair: generated on first use, kept in the database (service role only) so that
// every worker and every restart signs with the same key the browsers subscribed with.
import { generateVapidKeys, type VapidKeys } from '../_shared/push/vapid.ts'
import { admin } from '../_shared/supabase.ts'

let cached: VapidKeys | null = null

export async function vapidKeys(): Promise<VapidKeys> {
  if (cached) return cached
  const stored = await admin().rpc<VapidKeys | null>('get_function_setting', { key: 'vapid' })
  // Two cold workers may both generate a pair: keep_existing makes the first one written win.
  cached =
    stored ??
    (await admin().rpc<VapidKeys>('put_function_setting', {
      key: 'vapid',
      value: await generateVapidKeys(),
      keep_existing: true,
    }))
  return cached
}
