// The arguments of `place_order` for what the customer filled in: the server prices the order itself,
// so only product ids and quantities go, with the coupon, contact, address, point and payment method.
import type { CartLine } from '@shop/shared/cart'
import { normalisePhone } from '@shop/shared/phone'
import { type QuoteRequestLine, quoteItems } from '../../lib/order-pricing/quote-api.ts'
import type { CheckoutDraft } from './draft.ts'
import { parseUgandanNumber } from './mobile-money.ts'

export interface PlaceOrderArgs {
  items: QuoteRequestLine[]
  coupon_code: string | null
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
  delivery_latitude: number | null
  delivery_longitude: number | null
  delivery_instructions: string | null
  payment_method: CheckoutDraft['paymentMethod']
}

export function placeOrderArgs(
  draft: CheckoutDraft,
  lines: readonly CartLine[],
  couponCode: string | null,
): PlaceOrderArgs {
  const location = draft.location
  return {
    items: quoteItems(lines),
    coupon_code: couponCode,
    shipping_address: {
      full_name: draft.fullName.trim(),
      email: draft.email.trim(),
      phone: normalisePhone(draft.phone) ?? draft.phone.trim(),
      street: draft.street.trim(),
      city: draft.city.trim() || location?.city || '',
      state: location?.state ?? '',
      postal_code: location?.postalCode ?? '',
      country: location?.country || 'Uganda',
      formatted_address: location?.formattedAddress ?? '',
    },
    delivery_latitude: location?.lat ?? null,
    delivery_longitude: location?.lng ?? null,
    delivery_instructions: draft.instructions.trim() || null,
    payment_method: draft.paymentMethod,
  }
}

/** The number Pesapal is told to charge: the mobile money number (+256…) for MTN and Airtel. */
export function payerPhone(draft: CheckoutDraft): string {
  const mobile = parseUgandanNumber(draft.mobileMoneyNumber)
  if ((draft.paymentMethod === 'mtn_money' || draft.paymentMethod === 'airtel_money') && mobile) return mobile.e164
  return normalisePhone(draft.phone) ?? draft.phone.trim()
}
