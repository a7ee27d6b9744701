// The profile form (storefront spec: full name and phone editable, e-mail read-only). Both stay filled
// in, as at sign-up; the database also refuses a blank name and anything over 32 characters of phone.
import { accountMessages } from './messages.ts'

export interface ProfileValues {
  fullName: string
  phone: string
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>

const PHONE = /^\+?[\d\s()-]{9,20}$/

export function validateProfile({ fullName, phone }: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {}
  if (!fullName.trim()) errors.fullName = accountMessages.fullNameRequired
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '').length
  if (!trimmed) errors.phone = accountMessages.phoneRequired
  else if (!PHONE.test(trimmed) || digits < 9 || digits > 15) errors.phone = accountMessages.phoneInvalid
  return errors
}

/** What is saved: trimmed, so "  Amina " and "Amina" are the same name. */
export function profileChanges({ fullName, phone }: ProfileValues): { full_name: string; phone: string } {
  return { full_name: fullName.trim().replace(/\s+/g, ' '), phone: phone.trim() }
}
