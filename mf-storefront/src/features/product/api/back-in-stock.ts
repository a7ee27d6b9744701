// "Notify me": the signed-in customer's open back-in-stock request for a product. Row-level security
// keeps each customer to their own rows; the database mails them once when stock returns (migration
// 20261126130000) and closes the request. Imported only by the lazily loaded NotifyMe.
import { getSupabase } from '@shop/shared/supabase'

/** The customer's open request for the product (not yet mailed), or null. */
export async function fetchOpenRequest(productId: string): Promise<string | null> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('back_in_stock_requests')
    .select('id')
    .eq('product_id', productId)
    .is('notified_at', null)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return data?.id ?? null
}

/** Asks for the mail; asking twice keeps the one request. */
export async function requestBackInStock(productId: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client.from('back_in_stock_requests').insert({ product_id: productId })
  if (error && error.code !== '23505') throw new Error(error.message)
}

export async function withdrawRequest(productId: string): Promise<void> {
  const client = await getSupabase()
  const { error } = await client
    .from('back_in_stock_requests')
    .delete()
    .eq('product_id', productId)
    .is('notified_at', null)
  if (error) throw new Error(error.message)
}
