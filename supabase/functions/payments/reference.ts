// Merchant references: unique per payment attempt, at most 50 characters of letters, digits and
// `-_.:` (Pesapal's rule), readable by a person: KM-<order number>-<time>-<random>, or, for an attempt
// the storefront names with an id, KM-<order number>-<the attempt's id>: the same attempt started again
// has the same reference, which finds the attempt already recorded (and which Pesapal refuses twice).
export const MERCHANT_REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/

export function merchantReference(orderId: string, now = Date.now()): string {
  const order = orderId.replace(/-/g, '').slice(0, 8).toUpperCase()
  const random = crypto.getRandomValues(new Uint8Array(4))
  const suffix = Array.from(random, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .toUpperCase()
  return `KM-${order}-${now.toString(36).toUpperCase()}-${suffix}`
}

/** The reference of the attempt `attemptId` (a UUID) to pay `orderId`: 44 characters. */
export function attemptReference(orderId: string, attemptId: string): string {
  const order = orderId.replace(/-/g, '').slice(0, 8).toUpperCase()
  return `KM-${order}-${attemptId.replace(/-/g, '').toUpperCase()}`
}
