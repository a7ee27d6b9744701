// Insert into `subscriptions`. Anyone may insert; nobody but admins reads, so the insert asks for no
// row back.
import { getSupabase } from '@shop/shared/supabase'
import { type SubscribeOutcome, type SubscriptionType, subscribeOutcome } from '../subscription.ts'

export async function subscribe(email: string, type: SubscriptionType): Promise<SubscribeOutcome> {
  const client = await getSupabase()
  const { error } = await client.from('subscriptions').insert({ email: email.trim(), type })
  return subscribeOutcome(error)
}
