// The rider's name and phone, as sign-up and the profile both check them: both required, the phone by
// the shop's phone rule (@shop/shared/phone) and Ugandan, stored as +256…
import { normalisePhone } from '@shop/shared/phone'

export const PROFILE_FIELD_MESSAGES = {
  fullNameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid Ugandan phone number, e.g. 0772 123 456',
} as const

/** The phone as stored: +256 and nine digits, or null when it is not a valid Ugandan number. */
export function ugandanPhone(input: string): string | null {
  const phone = normalisePhone(input)
  return phone?.startsWith('+256') ? phone : null
}

export function fullNameError(fullName: string): string | undefined {
  return fullName.trim() ? undefined : PROFILE_FIELD_MESSAGES.fullNameRequired
}

export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return PROFILE_FIELD_MESSAGES.phoneRequired
  return ugandanPhone(phone) ? undefined : PROFILE_FIELD_MESSAGES.phoneInvalid
}
