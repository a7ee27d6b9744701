// The sign-in modal's form rules: sign-in needs e-mail and password; sign-up full name, phone, e-mail
// and a password of at least 6 characters; forgot-password an e-mail.
import { isEmailAddress } from '@shop/shared/auth/auth-errors'
import { normalisePhone } from '@shop/shared/phone'
import { MIN_PASSWORD_LENGTH, messages } from './messages.ts'

export interface SignInValues {
  email: string
  password: string
}

export interface SignUpValues extends SignInValues {
  fullName: string
  phone: string
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>

export function emailError(email: string): string | undefined {
  const value = email.trim()
  if (!value) return messages.emailRequired
  if (!isEmailAddress(value)) return messages.emailInvalid
  return undefined
}

function compact<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return compact({
    email: emailError(values.email),
    password: values.password ? undefined : messages.passwordRequired,
  })
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const phone = values.phone.trim()
  return compact({
    fullName: values.fullName.trim() ? undefined : messages.fullNameRequired,
    phone: !phone ? messages.phoneRequired : !normalisePhone(phone) ? messages.phoneInvalid : undefined,
    email: emailError(values.email),
    password: !values.password
      ? messages.passwordRequired
      : values.password.length < MIN_PASSWORD_LENGTH
        ? messages.passwordTooShort
        : undefined,
  })
}

export function validateForgotPassword(values: { email: string }): FieldErrors<{ email: string }> {
  return compact({ email: emailError(values.email) })
}

/** The first word of a full name, for the greetings; the e-mail's local part when there is no name. */
export function firstName(fullName: string | null | undefined, email?: string | null): string {
  const first = fullName?.trim().split(/\s+/)[0]
  if (first) return first
  return email?.split('@')[0] || 'there'
}
