// Reads for reorder.ts: an order's lines (RLS: the customer's own) and today's products for them.
import { getSupabase } from '@shop/shared/supabase'
import { type Reorder, type ReorderLine, reorder } from './reorder.ts'

export class ReorderError extends Error {
  override name = 'ReorderError'
}

/** The order's lines against today's catalogue. */
export async function reorderOf(orderId: string): Promise<Reorder> {
  const client = await getSupabase()
  const items = await client.from('order_items').select('product_id, product_name, quantity').eq('order_id', orderId)
  if (items.error) throw new ReorderError(items.error.message)
  const lines: ReorderLine[] = items.data
  const ids = [...new Set(lines.map((line) => line.product_id).filter((id): id is string => !!id))]
  if (ids.length === 0) return reorder(lines, [])
  const products = await client
    .from('products')
    .select('id, name, price, discount_price, image_urls, stock')
    .in('id', ids)
  if (products.error) throw new ReorderError(products.error.message)
  return reorder(lines, products.data)
}
