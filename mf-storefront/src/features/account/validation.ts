// The profile form (full name and phone editable, e-mail read-only). Both stay filled in, as at
// sign-up; the database also refuses a blank name and anything over 32 characters of phone.
import { normalisePhone, storedPhone } from '@shop/shared/phone'
import { accountMessages } from './messages.ts'

export interface ProfileValues {
  fullName: string
  phone: string
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>

export function validateProfile({ fullName, phone }: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {}
  if (!fullName.trim()) errors.fullName = accountMessages.fullNameRequired
  if (!phone.trim()) errors.phone = accountMessages.phoneRequired
  else if (!normalisePhone(phone)) errors.phone = accountMessages.phoneInvalid
  return errors
}

/** What is saved: the name trimmed ("  Amina " is "Amina"), the phone in E.164 (+256...). */
export function profileChanges({ fullName, phone }: ProfileValues): { full_name: string; phone: string } {
  return { full_name: fullName.trim().replace(/\s+/g, ' '), phone: storedPhone(phone) }
}
