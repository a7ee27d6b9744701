// One Place order attempt and its request id. place_order answers a request id it has already placed
// with that order, so the id must name exactly one attempt: the same id while what is sent stays the
// same (Place order pressed again after a failure, the checkout asking again after a lost answer, a
// reload of the page in between), a new id as soon as anything sent changes (cart, coupon, contact,
// address, point, instructions, payment method). Kept per account in sessionStorage, beside the draft,
// and forgotten once the order is placed.
import type { PlaceOrderArgs } from './order-request.ts'

export interface OrderAttempt {
  /** What the attempt sends, as sent (without its id). */
  sent: string
  requestId: string
}

type Sent = Omit<PlaceOrderArgs, 'request_id'>

/** The attempt for sending `args`: the previous one while it sends the same, else a new one. */
export function attemptFor(
  previous: OrderAttempt | null,
  args: Sent,
  newId: () => string = () => crypto.randomUUID(),
): OrderAttempt {
  const sent = JSON.stringify(args)
  return previous?.sent === sent ? previous : { sent, requestId: newId() }
}

const key = (userId: string) => `checkout-attempt:${userId}`

export function loadAttempt(userId: string): OrderAttempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(userId)) ?? 'null') as Partial<OrderAttempt> | null
    return typeof stored?.sent === 'string' && typeof stored.requestId === 'string'
      ? { sent: stored.sent, requestId: stored.requestId }
      : null
  } catch {
    return null
  }
}

export function saveAttempt(userId: string, attempt: OrderAttempt): void {
  try {
    sessionStorage.setItem(key(userId), JSON.stringify(attempt))
  } catch {
    // storage full or disabled: the attempt lives as long as the page
  }
}

export function forgetAttempt(userId: string): void {
  try {
    sessionStorage.removeItem(key(userId))
  } catch {
    // nothing stored
  }
}
