// What the orders screen says about an order's last mile: how the delivery was completed (the customer's
// delivery code, or a photo when the customer could not give it) and what became of the code (wrong tries
// so far, or locked).
import { kampalaDateTime } from '../time/kampala.ts'

interface LastMile {
  status: string
  delivery_proof: 'code' | 'photo' | null
  delivery_code_failures: number
  delivery_code_locked_at: string | null
}

/** "Delivery code" or "Photo" once delivered; null before, and for deliveries recorded before codes. */
export function completedWith(order: LastMile): string | null {
  if (order.status !== 'delivered' || !order.delivery_proof) return null
  return order.delivery_proof === 'code' ? 'Delivery code' : 'Photo'
}

/** "Code locked after 5 wrong tries (…)", "2 wrong tries", or null while no wrong code was entered. */
export function codeState(order: LastMile): string | null {
  const tries = order.delivery_code_failures
  if (order.delivery_code_locked_at) {
    return `Code locked after ${tries} wrong tries (${kampalaDateTime(order.delivery_code_locked_at)}): only a photo completes the delivery`
  }
  if (!tries) return null
  return `${tries} wrong ${tries === 1 ? 'try' : 'tries'}`
}
