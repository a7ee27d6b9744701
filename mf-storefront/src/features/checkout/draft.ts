// What the customer fills in at checkout. Kept in sessionStorage as they type, so a reload, a failed
// request or a trip to the cart never loses it; forgotten once the order is placed.
import type { AppUser } from '@shop/shared/auth'
import type { GeocodedPlace } from '@shop/shared/geocoder/geocoder'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shop/shared/payments/methods'

/** A point picked on the map (or found by the address search), with what the geocoder knows of it. */
export type DeliveryLocation = GeocodedPlace

export interface CheckoutDraft {
  fullName: string
  email: string
  phone: string
  location: DeliveryLocation | null
  /** House, building and street, as the customer corrects it (prefilled from the picked place). */
  street: string
  city: string
  instructions: string
  /** The saved address the location, street, city and instructions came from, until one of them is changed. */
  savedAddressId: string | null
  /** Keep a new address for next time, under this label. */
  saveAddress: boolean
  addressLabel: string
  paymentMethod: PaymentMethod
  mobileMoneyNumber: string
}

export const PAYMENT_METHODS: ReadonlyArray<{ value: PaymentMethod; label: string; note: string }> = [
  {
    value: 'cash_on_delivery',
    label: PAYMENT_METHOD_LABELS.cash_on_delivery,
    note: 'Pay the rider when your order arrives',
  },
  { value: 'mtn_money', label: PAYMENT_METHOD_LABELS.mtn_money, note: 'Confirm the payment on your phone' },
  { value: 'airtel_money', label: PAYMENT_METHOD_LABELS.airtel_money, note: 'Confirm the payment on your phone' },
  {
    value: 'card',
    label: PAYMENT_METHOD_LABELS.card,
    note: 'Visa or Mastercard, on our payment provider’s secure page',
  },
]

export function newDraft(user: Pick<AppUser, 'full_name' | 'email' | 'phone'> | null): CheckoutDraft {
  return {
    fullName: user?.full_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    location: null,
    street: '',
    city: '',
    instructions: '',
    savedAddressId: null,
    saveAddress: true,
    addressLabel: '',
    paymentMethod: 'cash_on_delivery',
    mobileMoneyNumber: '',
  }
}

const key = (userId: string) => `checkout-draft:${userId}`

export function loadDraft(userId: string, fallback: CheckoutDraft): CheckoutDraft {
  try {
    const raw = sessionStorage.getItem(key(userId))
    if (!raw) return fallback
    const stored = JSON.parse(raw) as Partial<CheckoutDraft>
    return { ...fallback, ...stored }
  } catch {
    return fallback
  }
}

export function saveDraft(userId: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(key(userId), JSON.stringify(draft))
  } catch {
    // storage full or disabled: the form still holds what was typed
  }
}

export function forgetDraft(userId: string): void {
  try {
    sessionStorage.removeItem(key(userId))
  } catch {
    // nothing stored
  }
}
