// Placing the order: `rpc('place_order')`, the only way an order is made (never an insert from here).
import { type RefusalTexts, refusalMessage } from '@shop/shared/errors'
import { getSupabase } from '@shop/shared/supabase'
import type { PlaceOrderArgs } from '../order-request.ts'

export interface PlacedOrder {
  id: string
  total_amount: number
  payment_method: string
  status: string
  payment_status: string
}

export const PLACE_ORDER_FALLBACK = 'Failed to place order. Please try again.'

/** At checkout, being refused for who you are (signed out, or not a customer account) means: sign in. */
const CHECKOUT_WORDING: Partial<RefusalTexts> = {
  not_allowed: { message: 'Please sign in to continue checkout', hint: 'Only customer accounts can place orders.' },
}

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
    // The server's refusals by their code, in the spec's words; anything else (the network, say) gets
    // the spec's fallback.
    const { message, hint } = refusalMessage(error, PLACE_ORDER_FALLBACK, CHECKOUT_WORDING)
    throw new PlaceOrderError(message, hint)
  }
  const order = data as PlacedOrder
  return { ...order, total_amount: Number(order.total_amount) }
}
