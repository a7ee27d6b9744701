// Checkout validation, with the messages the form shows: contact details required, a delivery
// location selected and inside Uganda, a mobile money number of the chosen network.
import { isInUganda } from '@shop/shared/geo'
import { normalisePhone } from '@shop/shared/phone'
import type { CheckoutDraft, DeliveryLocation } from './draft.ts'
import { mobileMoneyError } from './mobile-money.ts'

export const CHECKOUT_MESSAGES = {
  fullName: 'Please enter your full name',
  email: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  location: 'Please select a delivery location',
  outsideUganda: 'Selected location must be in Uganda',
  outsideUgandaHint: 'Please select a location in Uganda',
} as const

export type CheckoutField = 'fullName' | 'email' | 'phone' | 'location' | 'mobileMoneyNumber'
export type CheckoutErrors = Partial<Record<CheckoutField, string>>

/** The order the fields appear in, so the first error can take the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['fullName', 'email', 'phone', 'location', 'mobileMoneyNumber']

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/

export function locationError(location: DeliveryLocation | null): string | null {
  if (!location) return CHECKOUT_MESSAGES.location
  return isInUganda(location.lat, location.lng) ? null : CHECKOUT_MESSAGES.outsideUganda
}

export function validateCheckout(draft: CheckoutDraft): CheckoutErrors {
  const errors: CheckoutErrors = {}
  if (draft.fullName.trim() === '') errors.fullName = CHECKOUT_MESSAGES.fullName
  if (draft.email.trim() === '') errors.email = CHECKOUT_MESSAGES.email
  else if (!EMAIL.test(draft.email.trim())) errors.email = CHECKOUT_MESSAGES.emailInvalid
  if (draft.phone.trim() === '') errors.phone = CHECKOUT_MESSAGES.phone
  else if (!normalisePhone(draft.phone)) errors.phone = CHECKOUT_MESSAGES.phoneInvalid
  const location = locationError(draft.location)
  if (location) errors.location = location
  const mobileMoney = mobileMoneyError(draft.paymentMethod, draft.mobileMoneyNumber)
  if (mobileMoney) errors.mobileMoneyNumber = mobileMoney
  return errors
}

export function firstError(errors: CheckoutErrors): CheckoutField | null {
  return CHECKOUT_FIELDS.find((field) => errors[field]) ?? null
}
