// Merchant references: unique per payment attempt, at most 50 characters of letters, digits and
// `-_.:` (Pesapal's rule), readable by a person: KM-<order number>-<time>-<random>.
export const MERCHANT_REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/

export function merchantReference(orderId: string, now = Date.now()): string {
  const order = orderId.replace(/-/g, '').slice(0, 8).toUpperCase()
  const random = crypto.getRandomValues(new Uint8Array(4))
  const suffix = Array.from(random, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .toUpperCase()
  return `KM-${order}-${now.toString(36).toUpperCase()}-${suffix}`
}
