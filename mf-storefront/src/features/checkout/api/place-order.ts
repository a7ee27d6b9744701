// Placing the order: `rpc('place_order')`, the only way an order is made (never an insert from here).
import type { Tables } from '@shop/shared/database'
import { getSupabase } from '@shop/shared/supabase'
import type { PlaceOrderArgs } from '../order-request.ts'

export type PlacedOrder = Pick<Tables<'orders'>, 'id' | 'total_amount' | 'payment_method' | 'status' | 'payment_status'>

export const PLACE_ORDER_FALLBACK = 'Failed to place order. Please try again.'

export class PlaceOrderError extends Error {
  override name = 'PlaceOrderError'
  constructor(
    message: string,
    readonly hint: string | null,
  ) {
    super(message)
  }
}

export async function placeOrder(args: PlaceOrderArgs): Promise<PlacedOrder> {
  const client = await getSupabase()
  const { data, error } = await client.rpc('place_order', args)
  if (error) {
    // The server's refusals carry the spec's words (P0001; 42501 when not signed in as a customer);
    // anything else (the network, say) gets the spec's fallback.
    const ours = error.code === 'P0001' || error.code === '42501'
    throw new PlaceOrderError(
      ours && error.message ? error.message : PLACE_ORDER_FALLBACK,
      ours ? error.hint || null : null,
    )
  }
  return data
}
