// Placing the order: `rpc('place_order')`, the only way an order is made (never an insert from here).
// Each call names its Place order attempt (request_id), so when the answer is lost it is asked again
// with the same id, and lands on the order if the first call placed it.
import type { Tables } from '@shop/shared/database'
import { isBusinessError, type RefusalTexts, refusalMessage } from '@shop/shared/errors'
import { getSupabase } from '@shop/shared/supabase'
import { answerLost, askAgainWhileLost } from '../../../lib/ask-again.ts'
import type { PlaceOrderArgs } from '../order-request.ts'

export type PlacedOrder = Pick<Tables<'orders'>, 'id' | 'total_amount' | 'payment_method' | 'status' | 'payment_status'>

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
    /** The request id belongs to another account's attempt: the next press needs a new one. */
    readonly attemptTaken = false,
  ) {
    super(message)
  }
}

export async function placeOrder(args: PlaceOrderArgs & { request_id: string }): Promise<PlacedOrder> {
  const client = await getSupabase()
  const { data, error } = await askAgainWhileLost(
    async () => await client.rpc('place_order', args),
    (answer) => answerLost(answer.status),
  )
  if (error) {
    // The server's refusals by their code, each in its own message; anything else (the network, say)
    // gets the general fallback.
    const { message, hint } = refusalMessage(error, PLACE_ORDER_FALLBACK, CHECKOUT_WORDING)
    throw new PlaceOrderError(message, hint, isBusinessError(error, 'request_id_taken'))
  }
  return data
}
