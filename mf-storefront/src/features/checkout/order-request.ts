// The arguments of `place_order` for what the customer filled in: the server prices the order itself,
// so only product ids and quantities go, with the coupon, contact, address, point and payment method.
import type { CartLine } from '@shop/shared/cart'
import type { Database } from '@shop/shared/database'
import { storedPhone } from '@shop/shared/phone'
import { type QuoteRequestLine, quoteItems } from '../../lib/order-pricing/quote-api.ts'
import type { CheckoutDraft } from './draft.ts'
import { parseUgandanNumber } from './mobile-money.ts'

type Args = Database['public']['Functions']['place_order']['Args']

/** place_order's arguments, its jsonb ones in the shapes the function reads. */
export type PlaceOrderArgs = Omit<Args, 'items' | 'shipping_address'> & {
  items: QuoteRequestLine[]
  shipping_address: {
    full_name: string
    email: string
    phone: string
    street: string
    city: string
    state: string
    postal_code: string
    country: string
    formatted_address: string
  }
}

export function placeOrderArgs(
  draft: CheckoutDraft,
  lines: readonly CartLine[],
  couponCode: string | null,
): PlaceOrderArgs {
  const location = draft.location
  return {
    items: quoteItems(lines),
    // An argument left out takes its default (null); the generated Args admit no null.
    coupon_code: couponCode ?? undefined,
    shipping_address: {
      full_name: draft.fullName.trim(),
      email: draft.email.trim(),
      phone: storedPhone(draft.phone),
      street: draft.street.trim(),
      city: draft.city.trim() || location?.city || '',
      state: location?.state ?? '',
      postal_code: location?.postalCode ?? '',
      country: location?.country || 'Uganda',
      formatted_address: location?.formattedAddress ?? '',
    },
    delivery_latitude: location?.lat,
    delivery_longitude: location?.lng,
    delivery_instructions: draft.instructions.trim() || undefined,
    payment_method: draft.paymentMethod,
  }
}

/** The number Pesapal is told to charge: the mobile money number (+256…) for MTN and Airtel. */
export function payerPhone(draft: CheckoutDraft): string {
  const mobile = parseUgandanNumber(draft.mobileMoneyNumber)
  if ((draft.paymentMethod === 'mtn_money' || draft.paymentMethod === 'airtel_money') && mobile) return mobile.e164
  return storedPhone(draft.phone)
}
